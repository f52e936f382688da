import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { CONSENT_KEYS } from '../../../lib/cookie-consent'
import { VERIFIED_PLAYER } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { operatorCli } from '../support/operator-cli'
import { startOwnServer, stopOwnServer, waitForOwnServer } from '../support/own-server'
import { budget } from '../support/time'
import { dateOf, openDrawAt, type OpenDraw as Draw } from '../support/week'

// A draw's whole week on a phone (docs/history.md), on a server of its own (E2E_PORT +
// 18): sales open → a purchase → close of sales → a live draw the player wins → the next week's
// sales. At each step every public surface names the right draw, date and amount, and a home tab
// left open through the draw moves to the next draw without a reload.

const PORT = (Number(process.env.E2E_PORT) || 3100) + 18
const BASE = `http://localhost:${PORT}`
const TOKEN = 'draw-week-operator-token-of-its-own-server'
/** An Azar prize the wallet takes, and what it pays after the default 10 % withheld. */
const PRIZE = 150_000
const PRIZE_TEXT = 'Gs. 150.000'
const NET_TEXT = 'Gs. 135.000'
const WALLET = '0985654321'

/** SHOTS_DIR=… keeps a screenshot of each step, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false })
}

let server: ChildProcess
let dataDir: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(budget(150_000))
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-draw-week-'))
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

const cli = operatorCli(BASE, TOKEN, budget(120_000))

const openDraw = (base = BASE) => openDrawAt(base)

/** The one countdown style of the site: "2 días 04 h 27 min 08 s" (days left out under one). */
const COUNTDOWN = /^(\d+ días? )?\d\d h \d\d min \d\d s$/

/** The home's first block, which names the draw on sale. */
const highlight = (page: Page) => page.getByRole('region', { name: 'Este domingo' })

async function expectHomeNames(page: Page, draw: Draw) {
  const fecha = dateOf(draw.fecha)
  const block = highlight(page)
  // The jackpot is the pot of the draw on sale, named by number and date: never a played draw's.
  await expect(block.getByText(`${draw.identificador} del ${fecha}`)).toBeVisible()
  await expect(block.getByText(`Cierre de ventas: ${fecha} a las 18:00`)).toBeVisible()
}

test('a draw week on a phone: every surface names the draw on sale, its date and its amounts', async ({
  browser,
}) => {
  test.setTimeout(budget(180_000))
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  })
  await context.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'false')
  }, CONSENT_KEYS.accepted)
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(VERIFIED_PLAYER.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(VERIFIED_PLAYER.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/home$/)

  // 1. Sales open: the home names the draw on sale, with one countdown style.
  const week = await openDraw()
  const fecha = dateOf(week.fecha)
  await expectHomeNames(page, week)
  const countdown = highlight(page).getByRole('timer', { name: 'Las ventas cierran en' })
  await expect(countdown).toHaveText(COUNTDOWN)
  // The header's clock says what it is in words anyone sees.
  await expect(page.getByRole('banner').getByText(/^Hora oficial \d\d:\d\d:\d\d$/)).toBeVisible()
  await shot(page, 'semana-1-home-375')

  // 2. A purchase: checkout names the draw the card is for.
  await page.goto('/comprar-carton')
  await page
    .getByRole('article', { name: 'Cartón de la semana' })
    .getByRole('link', { name: 'Elegir Cartones' })
    .click()
  const pick = page
    .getByRole('region', { name: 'Cartones disponibles' })
    .getByRole('button', { name: /^Elegir el cartón/ })
    .first()
  const mine = ((await pick.textContent()) ?? '').trim()
  await pick.click()
  await page.getByRole('link', { name: /^Pagar Gs\./ }).click()
  await expect(
    page.getByRole('main').getByText(`Tus cartones son para el ${week.identificador} del ${fecha}`),
  ).toBeVisible()
  await shot(page, 'semana-2-checkout-375')
  const toggle = page.getByRole('button', { name: 'Tarjeta de crédito o débito (Bancard)' })
  await toggle.click()
  await page
    .locator(`#${await toggle.getAttribute('aria-controls')}`)
    .getByRole('button', { name: 'Pagar ahora' })
    .click()
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()

  // The home's own summary names the draw the player's cards are for.
  await page.goto('/home')
  const personal = page.getByRole('region', { name: 'Tu resumen' })
  await expect(personal.getByText(`Tus cartones para el ${week.identificador}`)).toBeVisible()
  await expect(personal.getByText(mine, { exact: true })).toBeVisible()

  // 3. Close of sales (the browser's clock past 18:00 of the draw's day): the home says so, and
  // this tab stays open through the draw.
  const closeAt = Date.parse(`${week.fecha.slice(0, 10)}T21:00:00.000Z`)
  await page.clock.install({ time: Date.now() })
  await page.clock.setSystemTime(closeAt + 60_000)
  await expect(highlight(page).getByText('Las ventas para este sorteo ya cerraron.')).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { sinRecargar: boolean }).sinRecargar = true
  })
  // A /resultados tab open through the draw too: before it, the latest result is an older draw.
  const results = await context.newPage()
  await results.clock.install({ time: closeAt + 60_000 })
  await results.goto('/resultados')
  await expect(results.getByLabel('Sorteo del').locator('option:checked')).not.toHaveText(fecha)
  await results.evaluate(() => {
    ;(window as unknown as { sinRecargar: boolean }).sinRecargar = true
  })
  // And a Precios tab: its packs are for the week's draw, named by number and date.
  const prices = await context.newPage()
  await prices.clock.install({ time: closeAt + 60_000 })
  await prices.goto('/precios')
  await expect(
    prices.getByRole('main').getByText(`Cartones para el ${week.identificador} del ${fecha}`),
  ).toBeVisible()
  await prices.evaluate(() => {
    ;(window as unknown as { sinRecargar: boolean }).sinRecargar = true
  })

  // 4. The live draw, which the player's card wins (a ball every 0.2 s).
  const run = await cli('sortear', '--en-vivo', '--intervalo', '0.2', '--azar', `${mine}=${PRIZE}`)
  expect(run.code, run.stderr || run.stdout).toBe(0)
  const next = await openDraw()
  expect(next.id).toBeGreaterThan(week.id)
  const nextFecha = dateOf(next.fecha)

  // 5. The open home tab moves to the next draw by itself, without a reload.
  await expectHomeNames(page, next)
  await expect(personal.getByText(`Tus cartones para el ${next.identificador}`)).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar),
  ).toBe(true)
  // The open /resultados tab shows the week's draw's result, without a reload either.
  await expect(results.getByLabel('Sorteo del').locator('option:checked')).toHaveText(fecha)
  expect(
    await results.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar),
  ).toBe(true)
  await results.close()
  // The open Precios tab names the next draw, without a reload.
  await expect(
    prices.getByRole('main').getByText(`Cartones para el ${next.identificador} del ${nextFecha}`),
  ).toBeVisible()
  expect(
    await prices.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar),
  ).toBe(true)
  await prices.close()
  await shot(page, 'semana-5-home-despues-375')

  // Every public surface names the week's draw as played and the next as on sale.
  const other = await context.newPage()
  await other.goto('/resultados')
  await expect(other.getByLabel('Sorteo del').locator('option:checked')).toHaveText(fecha)
  await other.goto(`/resultados/${week.id}`)
  await expect(other.getByRole('heading', { level: 1 })).toContainText(week.identificador)
  await expect(other.getByLabel('Sorteo del').locator('option:checked')).toHaveText(fecha)
  await other.goto('/sorteo-en-vivo')
  await expect(other.getByText(new RegExp(`${nextFecha}`)).first()).toBeVisible()
  await expect(other.getByRole('timer', { name: 'Falta para el sorteo' })).toHaveText(COUNTDOWN)

  // Mis premios: the prize under the week's draw, with the tax in the card's words.
  await other.goto('/mi-cuenta/mis-premios')
  await expect(other.getByRole('heading', { level: 2, name: `Sorteo del ${fecha}` })).toBeVisible()
  const card = other.getByRole('article', { name: `Cartón N° ${mine}` })
  await expect(card.getByText(`Ganaste: ${PRIZE_TEXT}`)).toBeVisible()
  await card.getByRole('button', { name: `Cobrar el premio del cartón N° ${mine}` }).click()
  const claim = other.getByRole('dialog', { name: 'Cobrar premio' })
  await expect(claim.getByRole('term')).toHaveText([
    'Sorteo',
    'Premio',
    'Impuesto retenido',
    'Total a cobrar',
  ])
  await claim.getByRole('button', { name: 'Acreditar en mi billetera' }).click()
  const wallet = other.getByRole('dialog', { name: 'Cobrar en mi billetera' })
  await wallet.getByRole('radio', { name: `Billetera ${WALLET}` }).check()
  await wallet.getByRole('button', { name: 'Confirmar' }).click()
  // The confirmation says when and where the claim can be followed.
  const told = other.getByRole('status').filter({ hasText: WALLET })
  await expect(told).toContainText(NET_TEXT)
  await expect(told).toContainText('Solicitud de Cobros')
  await expect(card.getByRole('button', { name: 'Solicitado' })).toBeDisabled()

  // Solicitud de Cobros lists it at once, with the draw's date and the amount.
  await other.goto('/mi-cuenta/solicitud-de-cobro')
  const request = other.getByRole('article', { name: `Cartón N° ${mine}` })
  await expect(request).toBeVisible()
  // By its term: on the draw's own day the date it was sent reads the same.
  await expect(request.locator('dt:text-is("Fecha del sorteo") + dd')).toHaveText(fecha)
  await expect(request.getByText(NET_TEXT).first()).toBeVisible()
  await expect(request.getByText(WALLET)).toBeVisible()

  // Sales of the next week are open: checkout names the next draw.
  await other.goto('/comprar-carton')
  await other
    .getByRole('article', { name: 'Cartón de la semana' })
    .getByRole('link', { name: 'Elegir Cartones' })
    .click()
  await other
    .getByRole('region', { name: 'Cartones disponibles' })
    .getByRole('button', { name: /^Elegir el cartón/ })
    .first()
    .click()
  await other.getByRole('link', { name: /^Pagar Gs\./ }).click()
  await expect(
    other
      .getByRole('main')
      .getByText(`Tus cartones son para el ${next.identificador} del ${nextFecha}`),
  ).toBeVisible()
  await context.close()
})
