import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { CONSENT_KEYS } from '../../../lib/cookie-consent'
import { VERIFIED_PLAYER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { operatorCli } from '../support/operator-cli'
import { startOwnServer, stopOwnServer, waitForOwnServer } from '../support/own-server'
import { budget } from '../support/time'
import { dateOf, openDrawAt, type OpenDraw as Draw } from '../support/week'

// The week's edges on a phone (docs/contract.md, "The week's phase"), on servers of their own
// (E2E_PORT + 20, and + 21 for a backend that closes at 17:00): the close of sales, the window
// from the close to the draw on every buying page, the first visitor right after a draw with no
// warm-up, and tabs left open through two draws in a row. Each server's clock is real: the close
// is the operator's (`cierre`), as an operator closes early, and the draw the operator's run.

const E2E_PORT = Number(process.env.E2E_PORT) || 3100
const PORT = E2E_PORT + 20
const BASE = `http://localhost:${PORT}`
const EARLY_PORT = E2E_PORT + 21
const EARLY_BASE = `http://localhost:${EARLY_PORT}`
const TOKEN = 'week-edges-operator-token-of-its-own-server'

/** SHOTS_DIR=… keeps a screenshot of each step, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false })
}

const servers: { child: ChildProcess; dir: string }[] = []

function ownServer(port: number, env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-week-edges-'))
  const child = startOwnServer(port, {
    EMBEDDED_DATA_DIR: dir,
    DATABASE_URL: '',
    BACKEND_URL: '',
    OPERATOR_TOKEN: TOKEN,
    ...env,
  })
  servers.push({ child, dir })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(budget(150_000))
  ownServer(PORT)
  ownServer(EARLY_PORT, { CIERRE_VENTAS_HORA: '17:00' })
  await waitForOwnServer(`${BASE}/servicios/rest/usuarios/hora-servidor`)
  await waitForOwnServer(`${EARLY_BASE}/servicios/rest/usuarios/hora-servidor`)
})

test.afterAll(async () => {
  for (const { child, dir } of servers) {
    await stopOwnServer(child)
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

const cli = operatorCli(BASE, TOKEN, budget(120_000))

const openDraw = (base = BASE) => openDrawAt(base)

async function phone(browser: import('@playwright/test').Browser, base: string) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  })
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'false')
  }, CONSENT_KEYS.accepted)
  return context
}

async function logIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(VERIFIED_PLAYER.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(VERIFIED_PLAYER.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/home$/)
  return page
}

/** A mark a reload would lose: the tab was never loaded again. */
async function markOpen(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { sinRecargar: boolean }).sinRecargar = true
  })
}
async function expectNeverReloaded(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar),
  ).toBe(true)
}

const highlight = (page: Page) => page.getByRole('region', { name: 'Este domingo' })
const closedNotice = (page: Page) => page.getByRole('region', { name: 'Ventas cerradas' })

/** A buying page in the closed window: what happens and what comes next, and nothing to buy. */
async function expectClosedPage(page: Page, draw: Draw) {
  const notice = closedNotice(page)
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(`Las ventas del ${draw.identificador} cerraron`)
  await expect(notice).toContainText('Las ventas del próximo sorteo abren cuando termine.')
  await expect(notice.getByRole('link', { name: 'Ver el sorteo en vivo' })).toHaveAttribute(
    'href',
    '/sorteo-en-vivo',
  )
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /^Comprar/ })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Elegir Cartones' })).toHaveCount(0)
  await expect(main.getByRole('button', { name: /^Elegir el cartón/ })).toHaveCount(0)
  await expect(main.getByText(/durante 10 horas/)).toHaveCount(0)
}

test('the close, the closed window and the first visitor after the draw, through two draws', async ({
  browser,
}) => {
  test.setTimeout(budget(240_000))
  const context = await phone(browser, BASE)
  const home = await logIn(context)
  const week = await openDraw()
  expect(week.fase).toBe('VENTAS_ABIERTAS')
  expect(week.cierreVentas).toBeTruthy()
  await expect(highlight(home).getByRole('link', { name: 'Comprar Cartón' })).toBeVisible()
  await markOpen(home)
  const prices = await context.newPage()
  await prices.goto('/precios')
  await expect(
    prices.getByRole('main').getByText(`Cartones para el ${week.identificador}`),
  ).toBeVisible()
  await markOpen(prices)

  // 1. The close of sales, by the operator: every page says so, without a reload.
  const closing = await cli('cierre')
  expect(closing.code, closing.stderr || closing.stdout).toBe(0)
  const closed = await openDraw()
  expect(closed.fase).toBe('VENTAS_CERRADAS')
  await expect(closedNotice(home)).toBeVisible({ timeout: budget(30_000) })
  await expect(highlight(home).getByRole('link', { name: 'Comprar Cartón' })).toHaveCount(0)
  await expectNeverReloaded(home)
  await shot(home, 'semana-cerrada-home-375')
  await expect(closedNotice(prices)).toBeVisible({ timeout: budget(30_000) })
  await expectNeverReloaded(prices)

  // 2. The closed window on every buying page, each loaded fresh.
  const buying = await context.newPage()
  for (const address of [
    '/home',
    '/precios',
    '/comprar-carton',
    '/comprar-carton/elegir',
    '/comprar-carton/checkout',
  ]) {
    await buying.goto(address)
    await expectClosedPage(buying, closed)
    if (address === '/comprar-carton/elegir') await shot(buying, 'semana-cerrada-elegir-375')
  }

  // 3. The draw; then the first plain request, with no warm-up, names the next draw.
  const run = await cli('sortear')
  expect(run.code, run.stderr || run.stdout).toBe(0)
  const next = await openDraw()
  expect(next.id).toBeGreaterThan(week.id)
  const first = await (await fetch(`${BASE}/home`)).text()
  expect(first.includes(`premio mayor del ${next.identificador} del ${dateOf(next.fecha)}`)).toBe(
    true,
  )
  expect(first.includes(`premio mayor del ${week.identificador}`)).toBe(false)
  expect(first.includes('Ventas cerradas')).toBe(false)
  const firstPrices = await (await fetch(`${BASE}/precios`)).text()
  expect(firstPrices.includes(`Cartones para el ${next.identificador}`)).toBe(true)
  const fresh = await context.newPage()
  await fresh.goto('/home')
  await expect(
    highlight(fresh).getByText(`${next.identificador} del ${dateOf(next.fecha)}`),
  ).toBeVisible()
  await shot(fresh, 'semana-primera-visita-despues-375')
  await fresh.close()

  // The open tabs moved on by themselves, to sales open for the next draw.
  await expect(
    highlight(home).getByText(`${next.identificador} del ${dateOf(next.fecha)}`),
  ).toBeVisible({
    timeout: budget(30_000),
  })
  await expect(highlight(home).getByRole('link', { name: 'Comprar Cartón' })).toBeVisible()
  await expect(
    prices.getByRole('main').getByText(`Cartones para el ${next.identificador}`),
  ).toBeVisible({ timeout: budget(30_000) })

  // 4. A second draw in a row, the same tabs still open.
  expect((await cli('cierre')).code).toBe(0)
  await expect(closedNotice(home)).toBeVisible({ timeout: budget(30_000) })
  expect((await cli('sortear')).code).toBe(0)
  const third = await openDraw()
  expect(third.id).toBeGreaterThan(next.id)
  const firstAgain = await (await fetch(`${BASE}/home`)).text()
  expect(
    firstAgain.includes(`premio mayor del ${third.identificador} del ${dateOf(third.fecha)}`),
  ).toBe(true)
  await expect(
    highlight(home).getByText(`${third.identificador} del ${dateOf(third.fecha)}`),
  ).toBeVisible({
    timeout: budget(30_000),
  })
  await expect(
    prices.getByRole('main').getByText(`Cartones para el ${third.identificador}`),
  ).toBeVisible({ timeout: budget(30_000) })
  await expectNeverReloaded(home)
  await expectNeverReloaded(prices)
  await context.close()
})

test('a backend that closes at 17:00: the site says 17:00 and counts to it', async ({
  browser,
}) => {
  const draw = await openDraw(EARLY_BASE)
  expect(draw.cierreVentas).toBeTruthy()
  const close = new Date(draw.cierreVentas ?? '')
  expect(
    new Intl.DateTimeFormat('es-PY', {
      timeZone: 'America/Asuncion',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(close),
  ).toBe('17:00')
  const context = await phone(browser, EARLY_BASE)
  const page = await context.newPage()
  await page.goto('/home')
  await expect(
    highlight(page).getByText(`Cierre de ventas: ${dateOf(draw.fecha)} a las 17:00`),
  ).toBeVisible()
  const countdown = highlight(page).getByRole('timer', { name: 'Las ventas cierran en' })
  await expect(countdown).toHaveAttribute('datetime', close.toISOString())
  await context.close()
})
