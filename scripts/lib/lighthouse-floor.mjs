// The floor of `npm run lighthouse`: the smallest App Router page (bench/lighthouse-floor), built
// with this repository's Next.js and React and measured in the same run as the site. On a shared
// 2-core machine the same Lighthouse run can score a bare Next.js page in the low nineties; a
// site's figure means something only beside that one (docs/benchmarks.md, "Lighthouse").
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './build.mjs'

const TEMPLATE = path.join(ROOT, 'bench', 'lighthouse-floor')
// Inside the site's build folder: ignored by git, lint and the type check, and under the
// repository, so Turbopack resolves next and react from its node_modules as for the site.
const DIR = path.join(ROOT, '.next', 'lighthouse-floor')
const NEXT = path.join(ROOT, 'node_modules', '.bin', 'next')

/** Builds the floor page afresh (about 20 s). */
export function buildFloor() {
  fs.rmSync(DIR, { recursive: true, force: true })
  fs.cpSync(TEMPLATE, DIR, { recursive: true })
  // The site's own icon: without one, the console's 404 costs the floor a best-practices point.
  fs.copyFileSync(path.join(ROOT, 'app', 'icon.svg'), path.join(DIR, 'app', 'icon.svg'))
  const result = spawnSync(NEXT, ['build'], {
    cwd: DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`the floor page did not build (code ${result.status})`)
}

/** Serves the built floor page with `next start` on `port`; stop it with stopServer. */
export function startFloor(port) {
  return spawn(NEXT, ['start', '--port', String(port)], {
    cwd: DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
