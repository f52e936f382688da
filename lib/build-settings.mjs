// The settings a build fixes (README, Configuration: "read when the site is built"): robots.txt,
// the sitemap and every prerendered page carry SITE_URL, next/image allows IMAGE_HOSTS, and every
// NEXT_PUBLIC_* is written into the bundles. A probe (docs/history.md) changed SITE_URL and started
// again: "build is up to date", and the site went on publishing http://localhost:3000. So each
// build records them (.next/build-settings.json, scripts/build/build-stamp.mjs); the launchers
// build again when one differs (scripts/lib/build.mjs), and a production server refuses to start
// on a folder built with other values (lib/startup-checks.ts), naming the setting.
// Plain JS: the launchers and the server both read it.
import fs from 'node:fs'
import path from 'node:path'

export const BUILD_SETTINGS_FILE = 'build-settings.json'

/** What the code uses when SITE_URL is unset (lib/config.ts, app/layout.tsx). */
const DEFAULT_SITE_URL = 'http://localhost:3000'

const FIXED = ['SITE_URL', 'IMAGE_HOSTS', 'PAGOS_SIMULADOS']

function value(raw) {
  return String(raw ?? '').trim()
}

/** The build-time settings of `env`: the fixed ones ('' when unset) and every NEXT_PUBLIC_* set. */
export function buildTimeSettings(env = process.env) {
  const names = [
    ...FIXED,
    ...Object.keys(env).filter((name) => name.startsWith('NEXT_PUBLIC_') && value(env[name])),
  ]
  return Object.fromEntries(names.sort().map((name) => [name, value(env[name])]))
}

/** The names whose value in `env` is not the one `built` recorded (unset and '' are the same). */
export function changedBuildSettings(built, env = process.env) {
  const now = buildTimeSettings(env)
  const names = new Set([...Object.keys(built), ...Object.keys(now)])
  return [...names].sort().filter((name) => value(built[name]) !== value(now[name]))
}

export function readBuildSettings(nextDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(nextDir, BUILD_SETTINGS_FILE), 'utf8'))
  } catch {
    return undefined
  }
}

function isLoopback(origin) {
  try {
    const { hostname } = new URL(origin)
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
  } catch {
    return false
  }
}

/**
 * Whether the build's SITE_URL and `env`'s are this machine both (localhost on any port): a test
 * server or a local run on another port is the same place, not a setting to build again for. A
 * rebuild in the middle of a test run would pull the build from under every server beside it.
 */
export function sameLocalSite(built, env = process.env) {
  const then = value(built?.SITE_URL) || DEFAULT_SITE_URL
  return isLoopback(then) && isLoopback(value(env.SITE_URL) || DEFAULT_SITE_URL)
}

/**
 * What a production server must refuse to start with, one Spanish sentence each: no SITE_URL (the
 * pages would publish the build's, or localhost), and a build-time setting set in its
 * environment to another value than the build's. A local run on another port of this machine is
 * the same place (the launchers and test servers set SITE_URL=http://localhost:PORT). PAGOS_SIMULADOS
 * is read at start too, so it is not refused here (the launchers still rebuild for it).
 */
export function buildSettingsProblems(built, env = process.env) {
  const problems = []
  const site = value(env.SITE_URL)
  if (!site)
    problems.push(
      'Falta SITE_URL: el origen público del sitio (robots.txt, el mapa del sitio, los enlaces canónicos y las imágenes para compartir lo publican), por ejemplo SITE_URL=https://www.example.py; para probar en esta máquina, SITE_URL=http://localhost:3000.',
    )
  if (!built) return problems
  for (const name of changedBuildSettings(built, env)) {
    if (name === 'PAGOS_SIMULADOS' || !value(env[name])) continue
    const then = value(built[name]) || (name === 'SITE_URL' ? DEFAULT_SITE_URL : '')
    if (name === 'SITE_URL' && isLoopback(then) && isLoopback(site)) continue
    problems.push(
      `${name}=${value(env[name])} no es el valor con que se compiló este sitio (${then || 'sin valor'}): se fija al compilar, así que compilá de nuevo con ella (npm run build, o --build-arg con Docker).`,
    )
  }
  return problems
}
