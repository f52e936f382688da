import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { budget } from './tests/e2e/support/time'
import { VISUAL_URL, visualServerEnv } from './tests/e2e/visual/support/server'

// Browser tests against `next start` on a fresh embedded database (scripts/test/serve-test.mjs).
// Playwright cannot download browsers here: Debian's Chromium is used when present, Playwright's
// bundled browser otherwise (a developer's laptop).

const PORT = Number(process.env.E2E_PORT) || 3100
const BASE_URL = `http://localhost:${PORT}`
const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const executablePath = fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined

// The visual suite's server starts only when that suite may run: no --project given, or one
// naming it (`npx playwright test --project=chromium x.spec.ts` does not pay for it).
const projectArgs = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
)
const visualSelected = projectArgs.length === 0 || projectArgs.some((p) => p.includes('visual'))

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // No retries, on CI either: a test that passes only on its second try is a defect to fix at
  // its cause, and a retry would hide it.
  retries: 0,
  workers: 2,
  timeout: budget(45_000),
  expect: { timeout: budget(10_000) },
  // npm test adds up every runner's counts from this file (scripts/lib/steps.mjs).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-PY',
    timezoneId: 'America/Asuncion',
    // Recording a trace for every test costs CPU that CI does not have: there a failure keeps its
    // screenshot and the runner's log.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['**/mutations/**', '**/live/**', '**/faults/**', '**/visual/**'],
    },
    // Suites that change backend data or start servers of their own run after the read-only ones.
    {
      name: 'mutations',
      use: { ...devices['Desktop Chrome'] },
      testDir: './tests/e2e/mutations',
      dependencies: ['chromium'],
      // Operator draws change what every other test in here reads: one at a time.
      workers: 1,
    },
    // Live draws in real time, each on a server and database of its own (tests/e2e/live): they
    // share nothing with the suite's server, so they run beside the others from the start
    // instead of pacing their balls with one worker left idle at the end.
    {
      name: 'live',
      use: { ...devices['Desktop Chrome'] },
      testDir: './tests/e2e/live',
    },
    // Servers of its own against a backend that hangs or is stopped: it runs beside the others.
    {
      name: 'faults',
      use: { ...devices['Desktop Chrome'] },
      testDir: './tests/e2e/faults',
    },
    // Screenshots of every screen at three widths against committed references, with layout and
    // axe checks (tests/e2e/visual), on a server of its own with a frozen clock, so it runs beside
    // the others; `npm run test:visual:update` rewrites the references.
    {
      name: 'visual-setup',
      testDir: './tests/e2e/visual',
      testMatch: 'log-in.setup.ts',
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'visual',
      testDir: './tests/e2e/visual',
      testIgnore: '*.setup.ts',
      dependencies: ['visual-setup'],
      fullyParallel: true,
      // Three widths per test, each with a screenshot, layout checks and axe.
      timeout: budget(120_000),
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      expect: { timeout: budget(10_000), toHaveScreenshot: { maxDiffPixels: 64 } },
      use: {
        ...devices['Desktop Chrome'],
        baseURL: VISUAL_URL,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/test/serve-test.mjs ${PORT}`,
      url: `${BASE_URL}/servicios/rest/usuarios/hora-servidor`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    // The visual suite's own: a fresh database and a frozen clock (tests/e2e/visual/support), never
    // a server already running there, whose data and clock would not be the references'.
    ...(visualSelected
      ? [
          {
            command: `node scripts/test/serve-test.mjs ${new URL(VISUAL_URL).port}`,
            url: `${VISUAL_URL}/servicios/rest/usuarios/hora-servidor`,
            env: visualServerEnv(),
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
          },
        ]
      : []),
  ],
})
