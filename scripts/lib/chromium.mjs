// Finds a Chromium for the browser tests; as root on Debian, installs the `chromium` package.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function playwrightHasBrowser() {
  const result = spawnSync(
    process.execPath,
    [
      '-e',
      "const {chromium}=require('playwright-core');process.exit(require('fs').existsSync(chromium.executablePath())?0:1)",
    ],
    { stdio: 'ignore' },
  )
  return result.status === 0
}

export function ensureChromium() {
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  if (playwrightHasBrowser()) return 'playwright'
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('› installing Debian chromium for the browser tests…')
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' })
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    if (install && install.status === 0 && fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  }
  console.error(
    '✗ No browser for the Playwright tests. Install one of:\n' +
      '    sudo apt-get install chromium        (Debian/Ubuntu; or set CHROMIUM_PATH)\n' +
      "    npx playwright install chromium      (Playwright's own build)",
  )
  process.exit(1)
}
