import type { ChildProcess } from 'node:child_process'
import { budget } from '../support/time'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { CONSENT_KEYS } from '../../../lib/cookie-consent'
import { VERIFIED_PLAYER } from '../support/accounts'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { operatorCli } from '../support/operator-cli'
import { startOwnServer, stopOwnServer, waitForOwnServer } from '../support/own-server'

// Sunday night on a phone (docs/history.md, moment A), with a real live draw on a server
// of its own (E2E_PORT + 9): Mi jugada pinned while the balls come, a vibration on each hit, the EN
// VIVO badge clear of the page, the win celebrated on the live page and on any other page with the
// net amount and Cobrar, the page between draws, and the card check's win dialog. SHOTS_DIR=… saves
// screenshots.

const PORT = (Number(process.env.E2E_PORT) || 3100) + 9
const BASE = `http://localhost:${PORT}`
const TOKEN = 'live-win-operator-token-of-its-own-server'
const SHOTS = process.env.SHOTS_DIR
const PRIZE = 30_000_000
/** PRIZE less the reference backend's default 10 % withheld. */
const NET = 'Gs. 27.000.000'

let server: ChildProcess
let dataDir: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(budget(150_000))
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-live-win-'))
  server = startOwnServer(PORT, {
    EMBEDDED_DATA_DIR: dataDir,
    DATABASE_URL: '',
    BACKEND_URL: '',
    OPERATOR_TOKEN: TOKEN,
  })
  await waitForOwnServer(`${BASE}/servicios/rest/usuarios/hora-servidor`)
})

test.afterAll(async () => {
  if (server) await stopOwnServer(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const cli = operatorCli(BASE, TOKEN, budget(240_000))

async function open(browser: Browser, width: number, player?: { email: string; password: string }) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width, height: width < 700 ? 812 : 900 },
    hasTouch: width < 700,
  })
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'false')
    // Records each vibration the page asks for (headless Chromium has nothing to vibrate).
    const calls: number[] = []
    Object.defineProperty(window, '__vibraciones', { value: calls })
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        calls.push(Number(pattern))
        return true
      },
    })
  }, CONSENT_KEYS.accepted)
  const page = await context.newPage()
  if (player) {
    await page.goto('/login?next=%2Fsorteo-en-vivo')
    await page.getByLabel('Correo electrónico').fill(player.email)
    await page.getByLabel('Contraseña', { exact: true }).fill(player.password)
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await expect(page).toHaveURL(/\/sorteo-en-vivo$/)
  } else {
    await page.goto('/sorteo-en-vivo')
  }
  return page
}

const started = Date.now()
async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
  console.log(`${Math.round((Date.now() - started) / 1000)} s: ${name}`)
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  expect(found, 'element has a box').not.toBeNull()
  return found!
}
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const ballCount = (page: Page) =>
  page.locator('[data-bolillas]').getAttribute('data-bolillas').then(Number)
const vibrations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __vibraciones: number[] }).__vibraciones.length)

// Runs past 8 min on a loaded machine (2.3 min alone on a quiet one): every wait inside is scaled
// like the test's own budget, and the tablet (a third look at the same screens) opens only when
// screenshots are asked for.
test('Sunday night: Mi jugada on the phone, the badge clear of the page, the win everywhere with the net amount and Cobrar', async ({
  browser,
}) => {
  // Four browsers and a server on a machine shared by many: slow, never stuck.
  test.setTimeout(budget(480_000))
  const phone = await open(browser, 375, VERIFIED_PLAYER)
  const tablet = SHOTS ? await open(browser, 768, VERIFIED_PLAYER) : undefined
  const desktop = await open(browser, 1366, VERIFIED_PLAYER)
  const visitor = await open(browser, 375)

  // Between draws: the latest result once (balls, then prizes, not the balls again as a list),
  // the countdown, and a screen-reader setting that says it is one.
  const result = phone.getByRole('region', { name: /^Último resultado/ })
  await expect(result.getByRole('list', { name: 'Bolillas de Tradicional' })).toBeVisible()
  await expect(result.getByText(/ · /)).toHaveCount(0)
  await expect(
    result
      .getByLabel('Premios de Tradicional')
      .getByText(/Gs\.\s[\d.]+/)
      .first(),
  ).toBeVisible()
  await expect(phone.getByRole('timer', { name: 'Falta para el sorteo' })).toBeVisible()
  await expect(phone.getByRole('button', { name: 'Silenciar anuncios' })).toHaveCount(0)
  await expect(
    phone.getByRole('switch', { name: 'Leer cada bolilla con el lector de pantalla' }),
  ).toBeChecked()
  for (const [page, name] of [
    [phone, 'entre-sorteos-375'],
    [tablet, 'entre-sorteos-768'],
    [desktop, 'entre-sorteos-1366'],
  ] as const) {
    if (!page) continue
    await expect(page.locator('[data-carton]').first()).toBeVisible()
    await shot(page, name)
  }

  const mine = await phone.locator('[data-carton]').first().getAttribute('data-carton')
  // Somebody else's winning card: the last result's Azar cash prize.
  const azar = await result
    .locator('[data-jugada="Azar"] li', { hasText: /^Gs\.\s[\d.]+ Cartones \d+$/ })
    .first()
    .textContent()
  const [, theirPrize, theirs] = /^(Gs\.\s[\d.]+) Cartones (\d+)$/.exec(azar ?? '') ?? []
  const lastDraw = (
    await result.getByRole('link', { name: 'Ver el resultado completo' }).getAttribute('href')
  )?.split('/')[2]
  expect(mine && theirs && theirPrize && lastDraw).toBeTruthy()

  // A ball every 2 s (about 200 s in all): the checks below need balls still coming, and on a
  // loaded machine they took 130 s (at 1 s a ball the draw ended before Mi jugada's sheet opened).
  const run = cli('sortear', '--en-vivo', '--intervalo', '2', '--azar', `${mine}=${PRIZE}`)
  // A CLI that ends first (a card not in the open draw, a refused start) says why.
  const began = await Promise.race([
    phone
      .locator('[data-estado="EN_CURSO"]')
      .waitFor({ timeout: budget(20_000) })
      .then(() => 'en curso'),
    run.then((r) => `the CLI ended first (${r.code}): ${r.stderr || r.stdout}`),
  ])
  expect(began).toBe('en curso')

  // The EN VIVO badge sits in the header's own line: it covers no title and no account menu.
  await desktop.goto('/home')
  // The phone on the home too, where the win's dialog opened from the header.
  const phoneHome = await phone.context().newPage()
  await phoneHome.goto('/home')
  const elsewhere = await phone.context().newPage()
  await elsewhere.goto('/comprar-carton')
  for (const page of [visitor, elsewhere]) {
    if (page === visitor) await page.goto('/comprar-carton')
    const badge = page.getByRole('link', { name: 'Sorteo en vivo ahora: miralo' })
    await expect(badge).toBeVisible()
    const header = await box(page.locator('header').first())
    const badgeBox = await box(badge)
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(header.y + header.height)
    const title = await box(page.getByRole('heading', { level: 1 }))
    expect(overlap(badgeBox, title)).toBe(false)
    for (const control of await page.locator('header a, header button').all()) {
      if (
        (await control.isVisible()) &&
        !(await control.evaluate((el) => el.hasAttribute('data-en-vivo-badge')))
      ) {
        expect(overlap(badgeBox, await box(control))).toBe(false)
      }
    }
  }
  await shot(elsewhere, 'badge-375')
  await elsewhere.close()
  await expect(desktop.getByRole('link', { name: 'Sorteo en vivo ahora: miralo' })).toBeVisible()
  await shot(desktop, 'badge-1366')

  // Mi jugada: pinned to the bottom of the phone's screen, wherever the page is scrolled.
  const bar = phone.locator('[aria-label="Mi jugada"]')
  await expect(bar).toBeVisible()
  await expect(bar).toContainText(/Cartón N° \d+: (te faltan? \d+|¡completaste)/)
  for (const y of [0, 100_000]) {
    await phone.evaluate((top) => window.scrollTo(0, top), y)
    const { y: top, height } = await box(bar)
    expect(Math.round(top + height)).toBe(812)
  }
  await phone.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(() => ballCount(phone), { timeout: budget(30_000) }).toBeGreaterThan(8)
  // The bar's ball is the newest one the page shows.
  const newest = await phone
    .locator('[data-estado] li[class*="newest"]')
    .first()
    .getAttribute('data-bolilla')
  await expect
    .poll(async () =>
      Number(await bar.locator('[data-ultima-bolilla]').getAttribute('data-ultima-bolilla')),
    )
    .toBeGreaterThan(0)
  expect(newest).not.toBeNull()
  // The desktop has room for the page itself: no bar there.
  await expect(desktop.locator('[aria-label="Mi jugada"]')).toBeHidden()
  await shot(phone, 'en-vivo-375')
  if (tablet) await shot(tablet, 'en-vivo-768')
  await shot(desktop, 'en-vivo-1366')

  // My cards, closest first, each play a printed 5 × 3 cartón.
  await bar.getByRole('button', { name: /^Ver mis? / }).click()
  const sheetCards = bar.locator('[data-carton]')
  await expect(sheetCards.first()).toBeVisible()
  const missing = await sheetCards.evaluateAll((cards) =>
    cards.map((card) => Number(card.getAttribute('data-faltan'))),
  )
  expect(missing).toEqual([...missing].sort((a, b) => a - b))
  const cells = sheetCards.first().locator('[data-jugada="Tradicional"] li')
  await expect(cells).toHaveCount(15)
  const positions = await cells.evaluateAll((items) =>
    items.map((item) => {
      const r = item.getBoundingClientRect()
      return [Math.round(r.left), Math.round(r.top)]
    }),
  )
  expect(new Set(positions.map(([x]) => x)).size).toBe(5)
  expect(new Set(positions.map(([, y]) => y)).size).toBe(3)
  await shot(phone, 'en-vivo-mi-jugada-375')

  // A short vibration on each hit; the switch stops them and is remembered.
  await expect.poll(() => vibrations(phone), { timeout: budget(60_000) }).toBeGreaterThan(0)
  const vibrate = bar.getByRole('switch', { name: 'Vibrar con cada acierto' })
  await vibrate.uncheck()
  const before = await vibrations(phone)
  // Six more balls, 12 s at a ball every 2 s.
  await expect
    .poll(() => ballCount(phone), { timeout: budget(30_000) })
    .toBeGreaterThan((await ballCount(phone)) + 6)
  expect(await vibrations(phone)).toBe(before)
  expect(await phone.evaluate(() => localStorage.getItem('vibrar-con-aciertos'))).toBe('no')
  await vibrate.check()
  await bar.getByRole('button', { name: 'Ocultar mis cartones' }).click()

  // The plays are called one after the other (Tradicional's 30, Revancha's 30, then
  // Siempre Sale). Once a play has ended, the page's line, its first open board and Mi jugada
  // name the play being called, and nothing says "te faltan" about one that has ended. Soft: the
  // win below is checked whatever these say.
  for (const [calledOver, now, ended] of [
    [32, 'Revancha', ['Tradicional']],
    [62, 'Siempre Sale', ['Tradicional', 'Revancha']],
  ] as const) {
    await expect
      .poll(() => ballCount(phone), { timeout: budget(90_000) })
      .toBeGreaterThan(calledOver)
    await expect
      .soft(phone.locator('[data-jugada-actual]'))
      .toHaveAttribute('data-jugada-actual', now)
    await expect.soft(phone.locator('[data-jugada-actual]')).toContainText(now)
    await expect.soft(bar).toContainText(`Mi jugada · ${now}`)
    const current = phone.locator(`[data-estado="EN_CURSO"] section[data-jugada="${now}"] ol`)
    await expect(current).toBeVisible()
    const { y } = await box(current)
    expect
      .soft(y, `${now}'s balls on the phone's first screen`)
      .toBeLessThan(812 - (await box(bar)).height)
    for (const play of ended) {
      await expect
        .soft(phone.locator(`[data-estado="EN_CURSO"] section[data-jugada="${play}"] ol`))
        .toBeHidden()
      await expect.soft(bar).not.toContainText(new RegExp(`te faltan? \\d+ en ${play}`))
      await expect
        .soft(phone.locator('#mis-cartones').getByText(new RegExp(`te faltan? \\d+ en ${play}`)))
        .toHaveCount(0)
    }
    await shot(phone, `en-vivo-${now === 'Revancha' ? 'revancha' : 'siempre-sale'}-375`)
  }

  const finished = await run
  expect(finished.stderr).toBe('')
  expect(finished.code).toBe(0)
  // The badge leaves within seconds of the end (it stayed up to half a minute).
  await expect(visitor.getByRole('link', { name: 'Sorteo en vivo ahora: miralo' })).toBeHidden({
    timeout: 6_000,
  })

  // The win on the live page: the whole screen, the net amount, Cobrar; the banner stays on top.
  const celebration = phone.getByRole('dialog', { name: '¡Ganaste!' })
  await expect(celebration).toBeVisible({ timeout: budget(20_000) })
  await expect(celebration).toContainText(NET)
  await expect(celebration).toContainText('Premio Gs. 30.000.000 menos Gs. 3.000.000')
  await expect(celebration.getByRole('link', { name: 'Cobrá tu premio' })).toHaveAttribute(
    'href',
    /^\/mi-cuenta\/mis-premios\?cobrar=\d+$/,
  )
  const screen = await box(celebration)
  expect(screen.width).toBe(375)
  await shot(phone, 'ganaste-375')
  if (tablet) {
    await expect(tablet.getByRole('dialog', { name: '¡Ganaste!' })).toBeVisible({
      timeout: budget(20_000),
    })
    await shot(tablet, 'ganaste-768')
  }
  await celebration.getByRole('button', { name: 'Después' }).click()
  await expect(celebration).toBeHidden()
  const banner = phone.locator('[data-premio="si"]')
  await expect(banner).toContainText(`Cobrás ${NET}`)
  expect((await box(banner)).y).toBeLessThan(
    (await box(phone.locator('[data-jugada="Tradicional"]').first())).y,
  )
  await expectNoAxeViolations(phone)
  await shot(phone, 'terminado-375')
  if (tablet) {
    await tablet
      .getByRole('dialog', { name: '¡Ganaste!' })
      .getByRole('button', { name: 'Después' })
      .click()
    await shot(tablet, 'terminado-768')
  }

  // Wherever the player is when the draw ends: the same moment, with Cobrar straight to the claim.
  const away = desktop.getByRole('dialog', { name: '¡Ganaste!' })
  await expect(away).toBeVisible({ timeout: budget(15_000) })
  await expect(away).toContainText(NET)
  await shot(desktop, 'ganaste-1366')
  await away.getByRole('link', { name: 'Cobrá tu premio' }).click()
  await expect(desktop).toHaveURL(/\/mi-cuenta\/mis-premios\?cobrar=\d+$/)
  // The celebration closed as it went: left open, it sat over the claim it had just opened.
  await expect(away).toBeHidden()
  await expect(desktop.getByRole('dialog', { name: 'Cobrar premio' })).toContainText(NET)
  await shot(desktop, 'cobrar-1366')

  // The same moment on the phone's home (it opened from the header's badge, and was cut off on
  // the right: issue 36): the whole dialog and its button inside the 375 px screen.
  const awayPhone = phoneHome.getByRole('dialog', { name: '¡Ganaste!' })
  await expect(awayPhone).toBeVisible({ timeout: budget(15_000) })
  await expect(awayPhone).toContainText(NET)
  for (const part of [
    awayPhone,
    awayPhone.getByText('Premio Gs. 30.000.000 menos Gs. 3.000.000'),
    awayPhone.getByRole('link', { name: 'Cobrá tu premio' }),
    awayPhone.getByRole('button', { name: 'Después' }),
  ]) {
    const { x, width } = await box(part)
    expect(x, 'left edge inside the screen').toBeGreaterThanOrEqual(0)
    expect(x + width, 'right edge inside the screen').toBeLessThanOrEqual(375)
  }
  expect(
    await awayPhone.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth),
    'nothing in the dialog wider than it',
  ).toBe(true)
  await shot(phoneHome, 'ganaste-home-375')
  await awayPhone.getByRole('button', { name: 'Después' }).click()
  await expect(awayPhone).toBeHidden()
  await phoneHome.close()

  // Back between draws on the live page, at 1366: the finished draw, the next one's countdown.
  await desktop.goto('/sorteo-en-vivo')
  await expect(desktop.locator('[data-premio="si"]')).toContainText(`Cobrás ${NET}`)
  await expect(desktop.getByRole('dialog', { name: '¡Ganaste!' })).toBeHidden()
  await expect(desktop.getByRole('heading', { name: 'Próximo sorteo' })).toBeVisible()
  await shot(desktop, 'terminado-1366')

  // The card check: the net amount, Cobrá for my card only, and the answer as large as a loss's.
  const drawId = Number(/Sorteo N° (\d+)/.exec(finished.stdout)?.[1])
  for (const [page, width] of [
    [phone, 375],
    [desktop, 1366],
  ] as const) {
    await page.goto(`/verificar?carton=${mine}&sorteo=${drawId}`)
    const dialog = page.getByRole('dialog', { name: '¡Felicitaciones!' })
    await expect(dialog).toContainText(`Cobrás ${NET}`)
    await expect(dialog.getByRole('link', { name: 'Cobrá tu premio' })).toHaveAttribute(
      'href',
      /^\/mi-cuenta\/mis-premios\?cobrar=\d+$/,
    )
    const size = await dialog
      .locator('[data-result] p')
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize))
    expect(size).toBeGreaterThanOrEqual(20)
    await shot(page, `verificar-propio-${width}`)
    await page.goto(`/verificar?carton=${theirs}&sorteo=${lastDraw}`)
    await expect(dialog).toContainText('Este cartón no está en tu cuenta')
    await expect(dialog.getByRole('link', { name: /Cobrá/ })).toHaveCount(0)
    await expect(dialog).toContainText(`de un premio de ${theirPrize}`)
    await shot(page, `verificar-ajeno-${width}`)
  }
  for (const page of [phone, tablet, desktop, visitor]) await page?.context().close()
})
