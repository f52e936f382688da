import type { ChildProcess } from 'node:child_process'
import { budget } from '../support/time'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { VERIFIED_PLAYER } from '../support/accounts'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { operatorCli } from '../support/operator-cli'
import { startOwnServer, stopOwnServer, waitForOwnServer } from '../support/own-server'

// Sorteo en vivo end to end, on a server of its own (E2E_PORT + 7, its own database folder): a
// live draw closes the open draw, and the last test stops and restarts the server mid-draw.

const PORT = (Number(process.env.E2E_PORT) || 3100) + 7
const BASE = `http://localhost:${PORT}`
const TOKEN = 'live-draw-operator-token-of-its-own-server'
const PLAYS = ['Tradicional', 'Revancha', 'Siempre Sale'] as const

let server: ChildProcess
let dataDir: string

async function start() {
  server = startOwnServer(PORT, {
    EMBEDDED_DATA_DIR: dataDir,
    DATABASE_URL: '',
    BACKEND_URL: '',
    OPERATOR_TOKEN: TOKEN,
  })
  await waitForOwnServer(`${BASE}/servicios/rest/usuarios/hora-servidor`)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A first start migrates and seeds a fresh database: slow on a busy machine.
  test.setTimeout(budget(150_000))
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-live-'))
  await start()
})

test.afterAll(async () => {
  if (server) await stopOwnServer(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const cli = operatorCli(BASE, TOKEN, 180_000)

async function operatorPost(pathname: string, body: unknown) {
  const response = await fetch(`${BASE}/servicios/operador/${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { error: boolean; mensaje: string; datos: { sorteoId: number } }
}

async function resultOf(drawId: number) {
  const response = await fetch(`${BASE}/servicios/rest/sorteos/resultados-agrupados/${drawId}`)
  const body = (await response.json()) as { datos: { resultado: string } }
  const plays = JSON.parse(body.datos.resultado) as { nombreJugada: string; bolillas: string }[]
  return Object.fromEntries(
    plays.filter((p) => p.bolillas).map((p) => [p.nombreJugada, p.bolillas.split(',').map(Number)]),
  )
}

/** The balls a page shows for each play, in order. */
async function shownBalls(page: Page) {
  const shown: Record<string, number[]> = {}
  for (const play of PLAYS) {
    shown[play] = (
      await page
        .locator(`[data-estado] section[data-jugada="${play}"] [data-bolilla]`)
        .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-bolilla'))))
    ).map(Number)
  }
  return shown
}

const ballCount = (page: Page) =>
  page.locator('[data-bolillas]').getAttribute('data-bolillas').then(Number)

test('a player watches a live draw started from the CLI: balls in order, own numbers marked, the result and the prize', async ({
  browser,
}) => {
  test.setTimeout(budget(240_000))
  const context = await browser.newContext({ baseURL: BASE })
  const page = await context.newPage()
  await page.goto('/login?next=%2Fsorteo-en-vivo')
  await page.getByLabel('Correo electrónico').fill(VERIFIED_PLAYER.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(VERIFIED_PLAYER.password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/sorteo-en-vivo$/)

  // Waiting: the countdown, the latest result, the player's cards in the open draw.
  await expect(page.getByRole('heading', { name: 'Todavía no empezó' })).toBeVisible()
  await expect(page.getByRole('timer', { name: 'Falta para el sorteo' })).toHaveText(
    /^(\d+ días? )?\d\d h \d\d min \d\d s$/,
  )
  await expect(
    page.getByRole('heading', { name: /^Último resultado: Sorteo N° \d+/ }),
  ).toBeVisible()
  const cards = page.locator('[data-carton]')
  await expect(cards.first()).toBeVisible()
  const numero = await cards.first().getAttribute('data-carton')
  await expectNoAxeViolations(page)

  const run = cli('sortear', '--en-vivo', '--intervalo', '0,25', '--azar', `${numero}=150000`)

  await expect(page.locator('[data-estado="EN_CURSO"]')).toBeVisible({ timeout: 20_000 })
  // The announcement names the ball just called; the screen-reader switch silences it.
  const announcement = page.locator('[data-anuncio]')
  await expect(announcement).toHaveText(/^(Tradicional|Revancha|Siempre Sale): bolilla \d{2}$/)
  const readAloud = page.getByRole('switch', {
    name: 'Leer cada bolilla con el lector de pantalla',
  })
  await readAloud.uncheck()
  await expect(announcement).toHaveText('')
  await readAloud.press('Space')
  await expect(readAloud).toBeChecked()
  await expect(announcement).not.toHaveText('')

  // The header's badge on another page while the draw runs.
  const other = await context.newPage()
  await other.goto('/home')
  await expect(other.getByRole('link', { name: 'Sorteo en vivo ahora: miralo' })).toBeVisible()
  await other.getByRole('link', { name: 'Sorteo en vivo ahora: miralo' }).click()
  await expect(other).toHaveURL(/\/sorteo-en-vivo$/)
  await other.close()

  // A second browser joining mid-draw shows every ball already called.
  await expect.poll(() => ballCount(page), { timeout: 30_000 }).toBeGreaterThan(20)
  const second = await browser.newContext({ baseURL: BASE })
  const late = await second.newPage()
  await late.goto('/sorteo-en-vivo')
  await expect.poll(() => ballCount(late)).toBeGreaterThan(20)
  await expectNoAxeViolations(late)

  const finished = await run
  expect(finished.stderr).toBe('')
  expect(finished.code).toBe(0)
  expect(finished.stdout).toMatch(/Tradicional #1: \d{2}/)
  const drawId = Number(/Sorteo N° (\d+)/.exec(finished.stdout)?.[1])

  await expect(page.locator('[data-estado="FINALIZADO"]')).toBeVisible({ timeout: 20_000 })
  await expect(late.locator('[data-estado="FINALIZADO"]')).toBeVisible()
  const result = await resultOf(drawId)
  expect(await shownBalls(page)).toEqual(result)
  expect(await shownBalls(late)).toEqual(result)
  await expect(
    page.getByRole('link', { name: 'Ver el resultado completo' }).first(),
  ).toHaveAttribute('href', `/resultados/${drawId}`)

  // Every number of the player's cards that was called is marked, and only those.
  const card = page.locator(`[data-carton="${numero}"]`)
  for (const play of PLAYS) {
    const numbers = card.locator(`[data-jugada="${play}"] li`)
    const marks = await numbers.evaluateAll((items) =>
      items.map((item) => [
        Number(item.textContent?.slice(0, 2)),
        item.getAttribute('data-marcado'),
      ]),
    )
    expect(marks.length).toBe(15)
    for (const [n, marked] of marks) {
      expect(marked).toBe(result[play]!.includes(n as number) ? 'si' : 'no')
    }
  }
  await expect(card.getByText('Ganaste Gs. 150.000 en Azar')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Ver mis premios' })).toHaveAttribute(
    'href',
    '/mi-cuenta/mis-premios',
  )
  await expectNoAxeViolations(page)
  await second.close()
  await context.close()
})

test('a server stopped and restarted mid-draw resumes the same draw; the viewer catches up with no missed or repeated ball', async ({
  browser,
}) => {
  test.setTimeout(budget(240_000))
  const context = await browser.newContext({ baseURL: BASE })
  const page = await context.newPage()
  await page.goto('/sorteo-en-vivo')
  // The previous test's draw is shown as finished through draw night.
  await expect(page.locator('[data-estado="FINALIZADO"]')).toBeVisible()
  // A second live start is refused while one runs; so is a plain draw.
  const started = await operatorPost('sorteos/en-vivo', { intervaloMs: 400 })
  expect(started.error).toBe(false)
  const again = await cli('sortear', '--en-vivo')
  expect(again.stderr).toContain('Ya hay un sorteo en vivo en curso: esperá a que termine.')
  const plain = await cli('sortear')
  expect(plain.stderr).toContain('El sorteo se está cantando en vivo')

  await expect(page.locator('[data-estado="EN_CURSO"]')).toBeVisible()
  await expect.poll(() => ballCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(8)
  await stopOwnServer(server)
  const before = await ballCount(page)
  await start()
  await expect(page.locator('[data-estado="FINALIZADO"]')).toBeVisible({ timeout: 120_000 })
  const result = await resultOf(started.datos.sorteoId)
  expect((await shownBalls(page)).Tradicional).toEqual(result.Tradicional)
  expect(await shownBalls(page)).toEqual(result)
  expect(before).toBeLessThan(Object.values(result).flat().length)
  await context.close()
})
