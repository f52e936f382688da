// Finds a Debian server binary; as root on Debian, installs its package when it is missing (as the
// PostgreSQL tests do). Undefined, after saying how to install it, when neither works.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

function find(binary) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin']
  return dirs.map((dir) => path.join(dir, binary)).find((file) => fs.existsSync(file))
}

/** The path of `binary`, installing Debian's `pkg` first when missing and root. */
export function ensureTool(binary, pkg, why) {
  let found = find(binary)
  if (!found && isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`› installing Debian ${pkg} for ${why}…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' }).status === 0) {
      spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env })
    }
    found = find(binary)
  }
  if (!found)
    missingTool(`${why}: no ${binary} found`, `sudo apt-get install ${pkg}      (Debian/Ubuntu)`)
  return found
}

/**
 * A tool a test needs is missing. On a developer's machine the test is skipped, loudly; with
 * CI=true the run fails, so a green CI never hides a whole pass that did not run.
 */
export function missingTool(what, install) {
  const text = `${what}. Install it:\n    ${install}`
  if (process.env.CI) throw new Error(`✗ CI needs every tool: ${text}`)
  console.error(`\n✗✗ SKIPPED: ${text}\n`)
}
