import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext } from '@playwright/test'
import { CONSENT_KEYS } from '../../../lib/cookie-consent'
import { expect, test } from '../support/fixtures'
import { operatorCli, type CliRun } from '../support/operator-cli'
import { startOwnServer, stopOwnServer, waitForOwnServer } from '../support/own-server'
import { budget } from '../support/time'

// Complete on first paint, on a server of its own (E2E_PORT + 14): the first HTML of
// the live page already holds its state (waiting with the countdown's digits, the running draw's
// balls, the finished draw's result), every countdown holds its value before JavaScript, and the
// live page does not move when JavaScript arrives late on a slow phone, before, during and after
// a draw (cumulative layout shift ≤ 0.02).

const PORT = (Number(process.env.E2E_PORT) || 3100) + 14
const BASE = `http://localhost:${PORT}`
const TOKEN = 'first-paint-operator-token-of-its-own-server'
const LIVE = '/sorteo-en-vivo'
/** The site's one countdown style, "2 días 04 h 27 min 08 s" (the days left out under one). */
const COUNTDOWN = /^(\d+ días? )?\d\d h \d\d min \d\d s$/
/** A phone as Lighthouse's mobile run sees it: CPU four times slower, scripts late. */
const PHONE = { width: 412, height: 823 }
const CPU_SLOWDOWN = 4
const SCRIPT_DELAY_MS = 1_500
/** How long after `load` the shifts are summed: hydration, the first reads and a ball or two. */
const SETTLE_MS = 4_000
const MAX_CLS = 0.02

let server: ChildProcess
let dataDir: string
let latestDraw: number
const cli = operatorCli(BASE, TOKEN, 300_000)
const figures: { estado: string; path: string; cls: number; moved: string }[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(budget(150_000))
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-first-paint-'))
  server = startOwnServer(PORT, {
    EMBEDDED_DATA_DIR: dataDir,
    DATABASE_URL: '',
    BACKEND_URL: '',
    OPERATOR_TOKEN: TOKEN,
  })
  await waitForOwnServer(`${BASE}/servicios/rest/usuarios/hora-servidor`)
  const previous = (await fetch(`${BASE}/servicios/rest/sorteos/anteriores`).then((r) =>
    r.json(),
  )) as { datos: { id: number }[] }
  latestDraw = previous.datos[0]!.id
})

test.afterAll(async () => {
  // The figures the report quotes: one line per page and state.
  if (figures.length > 0) console.table(figures)
  if (server) await stopOwnServer(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A context whose pages never run JavaScript: what the first HTML shows. */
async function withoutScripts(browser: Browser) {
  return browser.newContext({ baseURL: BASE, javaScriptEnabled: false, viewport: PHONE })
}

/** A visitor who has answered the cookie question (the banner is not this spec's subject). */
async function decided(context: BrowserContext) {
  await context.addInitScript((key) => {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'false')
  }, CONSENT_KEYS.accepted)
}

/**
 * The page's cumulative layout shift on a slow phone (shifts without recent input, summed from the
 * navigation until SETTLE_MS after `load`), and what moved.
 */
async function layoutShift(browser: Browser, estado: string, pathname: string) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: PHONE,
    serviceWorkers: 'block',
  })
  await decided(context)
  await context.addInitScript(() => {
    const seen = { cls: 0, moved: [] as string[] }
    Object.assign(window, { layoutShift: seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node }[]
      })[]) {
        if (entry.hadRecentInput) continue
        seen.cls += entry.value
        for (const source of entry.sources ?? []) {
          const node = source.node
          const element = node instanceof Element ? node : node?.parentElement
          if (element)
            seen.moved.push(
              `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`,
            )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const page = await context.newPage()
  // The HTML must be what hydration renders: a mismatch (React's errors 418, 423, 425 in a
  // production build) would make React throw the server's markup away and paint again.
  const hydration: string[] = []
  const mismatch = /hydrat|#41[89]|#42[35]/i
  page.on('pageerror', (error) => {
    if (mismatch.test(error.message)) hydration.push(error.message)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && mismatch.test(message.text())) hydration.push(message.text())
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))
    await route.continue()
  })
  await page.goto(pathname, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  const seen = (await page.evaluate(
    () => (window as unknown as { layoutShift: unknown }).layoutShift,
  )) as {
    cls: number
    moved: string[]
  }
  await context.close()
  expect(hydration, `${pathname}: hydration errors`).toEqual([])
  const cls = Math.round(seen.cls * 10_000) / 10_000
  figures.push({ estado, path: pathname, cls, moved: [...new Set(seen.moved)].join(' ') })
  return cls
}

/** SHOTS_DIR=… keeps the live page at the three widths, for a person to look at. */
async function shots(browser: Browser, name: string, javaScriptEnabled = true) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  for (const width of [375, 768, 1366]) {
    const context = await browser.newContext({
      baseURL: BASE,
      javaScriptEnabled,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    })
    await decided(context)
    const page = await context.newPage()
    await page.goto(LIVE)
    if (javaScriptEnabled) await page.locator('[data-estado]').waitFor()
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true })
    await context.close()
  }
}

async function liveState() {
  return (await fetch(`${BASE}/api/en-vivo`).then((r) => r.json())) as {
    estado: string
    jugadas: { bolillas: number[] }[]
  }
}

test('before a draw: the first HTML shows the countdowns and the latest result, and nothing moves', async ({
  browser,
}) => {
  test.setTimeout(budget(180_000))
  const context = await withoutScripts(browser)
  const page = await context.newPage()

  await page.goto(LIVE)
  await expect(page.getByRole('heading', { name: 'Todavía no empezó' })).toBeVisible()
  await expect(page.getByRole('timer', { name: 'Falta para el sorteo' })).toHaveText(COUNTDOWN)
  await expect(
    page.getByRole('heading', { name: /^Último resultado: Sorteo N° \d+/ }),
  ).toBeVisible()
  await expect(page.getByText('Cargando el sorteo…')).toHaveCount(0)
  // Rendered per request with the state of the moment, shared for a second, never kept stale.
  const answer = await fetch(`${BASE}${LIVE}`)
  expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')

  await page.goto('/home')
  await expect(page.getByRole('timer', { name: 'Las ventas cierran en' })).toHaveText(COUNTDOWN)
  for (const pathname of ['/resultados', `/resultados/${latestDraw}`]) {
    await page.goto(pathname)
    await expect(page.getByRole('timer', { name: 'Falta para el próximo sorteo' })).toHaveText(
      COUNTDOWN,
    )
  }
  await context.close()

  await shots(browser, 'en-vivo-esperando-sin-js', false)
  await shots(browser, 'en-vivo-esperando')
  expect(await layoutShift(browser, 'ESPERANDO', LIVE)).toBeLessThanOrEqual(MAX_CLS)
  for (const pathname of ['/home', '/resultados', `/resultados/${latestDraw}`]) {
    expect(await layoutShift(browser, 'ESPERANDO', pathname)).toBeLessThanOrEqual(MAX_CLS)
  }
})

let run: Promise<CliRun>

test('during a draw: the first HTML shows the balls called so far, and nothing moves', async ({
  browser,
}) => {
  test.setTimeout(budget(120_000))
  run = cli('sortear', '--en-vivo', '--intervalo', '1,5')
  await expect
    .poll(
      async () => {
        const view = await liveState()
        return view.estado === 'EN_CURSO' ? view.jugadas.flatMap((p) => p.bolillas).length : 0
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(3)

  const context = await withoutScripts(browser)
  const page = await context.newPage()
  await page.goto(LIVE)
  await expect(page.getByRole('heading', { name: /^Sorteo N° \d+: en vivo$/ })).toBeVisible()
  expect(await page.locator('[data-bolilla]').count()).toBeGreaterThanOrEqual(3)
  await expect(page.getByText('Cargando el sorteo…')).toHaveCount(0)
  await context.close()

  expect(await layoutShift(browser, 'EN_CURSO', LIVE)).toBeLessThanOrEqual(MAX_CLS)
  await shots(browser, 'en-vivo-en-curso')
})

test('after a draw: the first HTML shows its result, and nothing moves', async ({ browser }) => {
  test.setTimeout(budget(300_000))
  const finished = await run
  expect(finished.stderr).toBe('')
  expect(finished.code).toBe(0)

  const context = await withoutScripts(browser)
  const page = await context.newPage()
  await page.goto(LIVE)
  await expect(page.getByRole('heading', { name: /^Sorteo N° \d+: terminó$/ })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: /^Último resultado: Sorteo N° \d+/ }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver el resultado completo' })).toBeVisible()
  await expect(page.getByRole('timer', { name: 'Falta para el sorteo' })).toHaveText(COUNTDOWN)
  await context.close()

  expect(await layoutShift(browser, 'FINALIZADO', LIVE)).toBeLessThanOrEqual(MAX_CLS)
  await shots(browser, 'en-vivo-finalizado')
})
