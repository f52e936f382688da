import type { APIRequestContext, Page } from '@playwright/test'
import { budget } from '../support/time'
import { createPlayer, logIn, type TestPlayer } from '../support/accounts'
import { expectNoAxeViolations } from '../support/axe'
import { backendGet, operator } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { expectSoundLayout } from '../support/layout'
import { chooseCards, METHODS, purchasesOf, startPayment, tabTo } from './support'

// Juego responsable in a real browser on the embedded backend: a weekly limit that refuses the
// third card and whose raise waits 24 hours, a pause on every buying page that ends by itself, the
// reality check after its interval, the statement with its CSV, and the page's keyboard and axe
// checks. Time passes on the server's test clock (docs/contract.md: "Test clock"), for the test's
// player only.

const LIMITS = '/mi-cuenta/limites'

async function moveClock(request: APIRequestContext, player: TestPlayer, hasta: Date) {
  await operator(request, 'POST', 'reloj', { usuario: player.email, hasta: hasta.toISOString() })
}

async function setLimit(page: Page, periodo: string, monto: string) {
  await page.getByLabel('Período').selectOption({ label: periodo })
  await page.getByLabel('Monto en guaraníes').fill(monto)
  await page.getByRole('button', { name: 'Guardar límite' }).click()
}

const weeklyItem = (page: Page) => page.locator('li[data-periodo="semana"]')

/** The Monday a limit's week starts on, in Asunción (weeks run from Monday 00:00 there). */
function limitWeekOf(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Asuncion',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  const day = new Date(`${part('year')}-${part('month')}-${part('day')}T00:00:00Z`)
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10)
}

test('a weekly limit refuses the third card; raising waits 24 hours, lowering applies at once', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(150_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)

  await page.goto(LIMITS)
  await setLimit(page, 'Límite semanal', '20.000')
  await expect(
    page.getByRole('status').getByText('Tu límite semanal ahora es de Gs. 20.000.'),
  ).toBeVisible()
  await expect(weeklyItem(page)).toContainText('Gs. 20.000')

  // Two cartones de la semana, paid; the third is refused when chosen, nothing held or charged.
  await chooseCards(page, 'Cartón de la semana', 2)
  await expect(page.getByTestId('te-quedan')).toHaveText('Te quedan Gs. 20.000 esta semana')
  await page.getByRole('link', { name: 'Pagar Gs. 20.000' }).click()
  await expect(page.getByTestId('te-quedan')).toHaveText('Te quedan Gs. 20.000 esta semana')
  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()

  // The limit reached: said as such, with when buying opens again, and no card to choose.
  await page.goto('/comprar-carton/elegir?pack=1')
  await expect(page.getByTestId('limite-compra')).toContainText(
    /^Llegaste a tu límite de gasto semanal\. Podés volver a comprar desde el \d{2}\/\d{2}\/\d{4}/,
  )
  await expect(page.getByTestId('te-quedan')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Elegir el cartón/ })).toHaveCount(0)
  const purchases = await purchasesOf(request, player.email)
  expect(purchases.map((p) => [p.estado, p.monto])).toEqual([['APROBADA', 20_000]])

  // Raising: pending for 24 hours, shown with when it applies, cancellable.
  await page.goto(LIMITS)
  await setLimit(page, 'Límite semanal', '50000')
  await expect(weeklyItem(page)).toContainText(
    /Cambio pendiente: sube a Gs\.\s50\.000 el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\./,
  )
  await expect(weeklyItem(page).getByText('Gs. 20.000', { exact: true })).toBeVisible()
  await weeklyItem(page).getByRole('button', { name: 'Cancelar cambio' }).click()
  await expect(weeklyItem(page)).not.toContainText('Cambio pendiente')
  await setLimit(page, 'Límite semanal', '50.000')
  await expect(weeklyItem(page)).toContainText('Cambio pendiente: sube a Gs. 50.000')

  // 24 hours later (the server's test clock) the raise is in force.
  const started = new Date()
  const dayLater = new Date(started.getTime() + 24 * 3_600_000 + 60_000)
  await moveClock(request, player, dayLater)
  await page.reload()
  await expect(weeklyItem(page)).not.toContainText('Cambio pendiente')
  await expect(weeklyItem(page).getByText('Gs. 50.000', { exact: true })).toBeVisible()

  // Lowering applies at once, and the buying pages say what is left.
  await setLimit(page, 'Límite semanal', '30.000')
  await expect(weeklyItem(page).getByText('Gs. 30.000', { exact: true })).toBeVisible()
  await expect(weeklyItem(page)).not.toContainText('Cambio pendiente')
  // Run on a Sunday, the day later is a new week, whose spend starts again from nothing.
  const left = limitWeekOf(dayLater) === limitWeekOf(started) ? '10.000' : '30.000'
  await page.goto('/comprar-carton')
  await expect(page.getByTestId('te-quedan')).toHaveText(`Te quedan Gs. ${left} esta semana`)

  // Bad input: a clear message, nothing changed.
  await page.goto(LIMITS)
  for (const [monto, message] of [
    ['-5000', 'El límite tiene que ser mayor que cero.'],
    ['0', 'El límite tiene que ser mayor que cero.'],
    ['veinte', 'Escribí el límite en guaraníes, solo con números (por ejemplo, 20.000).'],
    ['999999999999', 'El límite no puede pasar de Gs. 100.000.000.'],
  ]) {
    await setLimit(page, 'Límite semanal', monto!)
    await expect(page.getByText(message!)).toBeVisible()
  }
  await page.reload()
  await expect(weeklyItem(page).getByText('Gs. 30.000', { exact: true })).toBeVisible()

  // The statement: this year's spend and cards, and the CSV of its movements.
  await page.goto('/mi-cuenta/mis-movimientos')
  const statement = page.getByRole('region', { name: /^Resumen del año \d{4}$/ })
  const total = statement.getByRole('row').filter({ hasText: 'Total del año' })
  await expect(total).toContainText('Gs. 20.000')
  // The net sign goes before the whole amount (docs/history.md), never "Gs. -20.000".
  await expect(total).toContainText('-Gs. 20.000')
  const csv = await page.request.get(
    (await statement
      .getByRole('link', { name: /Descargar movimientos del año/ })
      .getAttribute('href'))!,
  )
  expect(csv.headers()['content-type']).toContain('text/csv')
  const lines = (await csv.text()).trim().split('\r\n')
  expect(lines[0]).toContain('"Fecha";"Tipo";"Detalle";"Estado";"Cartones";"Monto (Gs.)"')
  expect(lines.filter((line) => line.includes('"APROBADA"'))).toEqual([
    expect.stringContaining('"2";"-20000"'),
  ])
})

test('a pause blocks buying on every buying page until it ends by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(90_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await page.goto(LIMITS)
  await page.getByRole('radio', { name: '24 horas' }).check()
  await page.getByRole('button', { name: 'Tomar una pausa' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirmá tu pausa' })
  await expect(confirm).toContainText('Durante 24 horas no vas a poder comprar ni elegir cartones')
  await confirm.getByRole('button', { name: 'Sí, empezar la pausa' }).click()
  await expect(
    page.getByText(/^Estás en pausa hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\.$/),
  ).toBeVisible()

  const { datos: draw } = await backendGet<{ id: number }>(request, 'sorteos/actual')
  for (const path of [
    '/comprar-carton',
    '/comprar-carton/elegir?pack=1',
    '/comprar-carton/checkout?pack=1',
    `/canjear-premios/${draw.id}`,
  ]) {
    await page.goto(path)
    await expect(page.getByTestId('pausa-compra')).toContainText(
      /Estás en pausa hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\. Hasta entonces no podés comprar ni elegir cartones\./,
    )
  }
  await page.goto('/comprar-carton/elegir?pack=1')
  await expect(page.getByRole('button', { name: /^Elegir el cartón/ })).toHaveCount(0)

  // Another pause of the same length would shorten nothing: refused.
  await page.goto(LIMITS)
  await page.getByRole('button', { name: 'Tomar una pausa' }).click()
  await page.getByRole('button', { name: 'Sí, empezar la pausa' }).click()
  await expect(page.getByRole('alert').getByText(/Una pausa no se puede acortar/)).toBeVisible()

  await moveClock(request, player, new Date(Date.now() + 24 * 3_600_000 + 60_000))
  await page.goto('/comprar-carton/elegir?pack=1')
  await expect(page.getByTestId('pausa-compra')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Elegir el cartón/ }).first()).toBeVisible()
})

test('the reality check comes after its interval with the session’s time and spend, and again after the next', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(120_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await page.goto(LIMITS)
  await page.getByRole('radio', { name: '30 minutos' }).check()
  await page.getByRole('button', { name: 'Guardar aviso' }).click()
  await expect(
    page.getByRole('status').getByText('Te vamos a avisar cada 30 minutos de sesión.'),
  ).toBeVisible()

  await chooseCards(page, 'Cartón de la semana', 1)
  await page.getByRole('link', { name: 'Pagar Gs. 10.000' }).click()
  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()

  // 31 minutes into the session (the server's clock), on a public page.
  await moveClock(request, player, new Date(Date.now() + 31 * 60_000))
  await page.goto('/home')
  const dialog = page.getByRole('dialog', { name: '¿Cómo va tu sesión?' })
  await expect(dialog).toContainText(
    /Llevás 3[12] minutos en esta sesión y gastaste Gs\.\s10\.000 en ella\./,
  )
  await expectNoAxeViolations(page, 'reality check')
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `/tmp/limites-dialog-${width}.png` })
  }
  await dialog.getByRole('button', { name: 'Seguir jugando' }).first().click()
  await expect(dialog).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(dialog).toBeHidden()

  // After the next interval it comes back, across page loads; the keyboard reaches every choice.
  await moveClock(request, player, new Date(Date.now() + 62 * 60_000))
  await page.goto('/resultados')
  await expect(dialog).toContainText(/Llevás 1 hora y [0-9]+ minutos? en esta sesión/)
  const movements = dialog.getByRole('link', { name: 'Ver mis movimientos' })
  await tabTo(page, movements)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-movimientos$/)
  await expect(dialog).toBeHidden()
})

test('the page works with the keyboard alone, is axe clean and fits 375, 768 and 1366 px', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(90_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  await page.goto('/home')
  await page.getByRole('button', { name: 'Mi Cuenta' }).click()
  await page.getByRole('link', { name: 'Límites y pausas' }).click()
  await expect(page.getByRole('heading', { name: 'Límites y pausas', level: 1 })).toBeVisible()
  // Analysed after a full load: after the menu's client-side navigation the document's title was
  // sometimes still empty when axe ran (reported to the lead).
  await page.goto(LIMITS)
  await expect(page).toHaveTitle(/^Límites y pausas/)
  await expectNoAxeViolations(page, LIMITS)

  // A daily limit set with the keyboard only.
  const amount = page.getByLabel('Monto en guaraníes')
  await tabTo(page, page.getByLabel('Período'))
  await page.keyboard.press('Home')
  await tabTo(page, amount)
  await page.keyboard.type('15.000')
  await page.keyboard.press('Enter')
  await expect(page.locator('li[data-periodo="dia"]')).toContainText('Gs. 15.000')

  // The pause's confirmation: reached, axe clean with it open, Escape leaves it undone.
  await tabTo(page, page.getByRole('button', { name: 'Tomar una pausa' }))
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Confirmá tu pausa' })
  await expect(confirm).toBeVisible()
  await expectNoAxeViolations(page, 'pause confirmation')
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(page.getByText(/^Estás en pausa/)).toHaveCount(0)

  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(LIMITS)
    await expectSoundLayout(page, { label: `${LIMITS} at ${width}` })
    await page.screenshot({ path: `/tmp/limites-${width}.png`, fullPage: true })
    await page.goto('/comprar-carton/elegir?pack=1')
    await page.screenshot({ path: `/tmp/limites-elegir-${width}.png`, fullPage: true })
    await page.goto('/mi-cuenta/mis-movimientos')
    await expectSoundLayout(page, { label: `mis-movimientos at ${width}` })
    await page.screenshot({ path: `/tmp/limites-movimientos-${width}.png`, fullPage: true })
  }
})
