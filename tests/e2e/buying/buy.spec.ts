import { createPlayer, logIn } from '../support/accounts'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'
import { chooseCards, METHODS, purchasesOf, startPayment } from './support'

// A new player buys for real against the embedded backend: the cartón de la semana (declined,
// abandoned, then approved) and a 12-draw pack with two cards, one payment method each.

test('buying the cartón de la semana and a 12-draw pack: decline, abandon, approve', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(120_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)

  // Cartón de la semana, one card.
  const [weekly] = await chooseCards(page, 'Cartón de la semana', 1)
  await expect(page.getByText('Total por 1 cartón')).toBeVisible()
  await expect(
    page.getByRole('timer', { name: 'Tiempo de reserva de tus cartones' }),
  ).not.toHaveText('10:00:00')
  await page.getByRole('link', { name: 'Pagar Gs. 10.000' }).click()

  await expect(page.getByRole('heading', { name: 'Pago de cartones' })).toBeVisible()
  await expect(page.getByText(/transacciones son seguras/)).toBeVisible()
  const summary = page.getByRole('region', { name: 'Resumen de tu compra' })
  await expect(summary.getByText(weekly!, { exact: true })).toBeVisible()
  await expect(summary.getByRole('term')).toHaveText(['Cantidad', 'Precio unitario', 'Total'])
  // Sold at the card price, the card has no discount (not "Gs. 11.765 · -Gs. 1.765").
  await expect(summary.getByRole('definition')).toHaveText(['1 cartón', 'Gs. 10.000', 'Gs. 10.000'])
  const billing = page.getByRole('region', { name: 'Datos de facturación' })
  await expect(billing.getByText(player.documento)).toBeVisible()
  await expect(billing.getByText(player.email)).toBeVisible()

  // 1. Tigo Money, declined by the provider.
  await startPayment(page, METHODS.billetera, { doubleClick: true })
  await expect(page.getByText('Gs. 10.000')).toBeVisible()
  await page.getByRole('button', { name: 'Rechazar pago' }).click()
  await expect(page).toHaveURL(/\/comprar-carton\/resultado\?compra=\d+/)
  await expect(page.getByRole('heading', { name: 'Pago rechazado' })).toBeVisible()

  // 2. Billetera Personal, abandoned: the player leaves the provider's page without deciding.
  await page.goto('/comprar-carton/checkout?pack=1')
  await startPayment(page, METHODS.personal)
  const abandoned = page.url()
  await page.goto('/comprar-carton/checkout?pack=1')

  // 3. Tarjeta, approved.
  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()
  await expect(page.getByText(weekly!, { exact: true })).toBeVisible()
  // Reloading the return page changes nothing.
  await page.reload()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()
  // The abandoned attempt was replaced: its provider page can no longer be approved.
  await page.goto(abandoned)
  await expect(page.getByText('Este pago ya fue cancelado.')).toBeVisible()
  await expect(page.getByText('Reemplazado por un nuevo intento de pago')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aprobar pago' })).toHaveCount(0)

  // PACK 12 SORTEOS with two cards, Zimple, approved.
  const packCards = await chooseCards(page, 'PACK 12 SORTEOS', 2)
  // Before paying: what the pack is, and that the site chooses at each close unless the player does.
  await expect(
    page.getByText('PACK 12 SORTEOS: tu cartón juega este sorteo y los 11 siguientes.'),
  ).toBeVisible()
  await expect(page.getByTestId('como-juega-el-pack')).toContainText(
    'lo elegimos por vos al cierre',
  )
  await expect(page.getByText('Restan 12 Sorteos de tu PACK 12 SORTEOS')).toHaveCount(0)
  await expect(page.getByText('Total por 2 cartones')).toBeVisible()
  await page.getByRole('link', { name: 'Pagar Gs. 228.000' }).click()
  const packSummary = page.getByRole('region', { name: 'Resumen de tu compra' })
  await expect(packSummary.getByText('2 cartones × 12 sorteos')).toBeVisible()
  await expect(packSummary.getByText('Gs. 10.000', { exact: true })).toBeVisible()
  await expect(packSummary.getByText('Gs. 240.000')).toBeVisible()
  await expect(packSummary.getByText('-Gs. 12.000')).toBeVisible()
  await expect(packSummary.getByText('Gs. 228.000')).toBeVisible()
  await startPayment(page, METHODS.otra)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()
  // After paying: the same, for the pack just bought.
  await expect(page.getByTestId('como-juega-el-pack')).toHaveText(
    'Tu PACK 12 SORTEOS juega 12 sorteos: este y los 11 siguientes. Antes de cada cierre de ventas elegís tu cartón en Mi Cuenta; si no lo elegís, lo elegimos por vos y te avisamos.',
  )
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/pack-resultado-375.png`,
      fullPage: true,
    })
  }

  // The backend's records: four attempts, the double click made one.
  const purchases = await purchasesOf(request, player.email)
  expect(purchases.map((p) => [p.medioPago, p.estado]).sort()).toEqual(
    [
      ['billetera', 'RECHAZADA'],
      ['otra', 'APROBADA'],
      ['personal', 'CANCELADA'],
      ['tarjeta', 'APROBADA'],
    ].sort(),
  )

  // Mis cartones: exactly the approved cards, with their details.
  await page.goto('/mi-cuenta/mis-cartones')
  await expect(page.getByRole('heading', { name: 'MIS CARTONES' })).toBeVisible()
  const owned = page.getByRole('button', { name: /^Ver el detalle del cartón/ })
  await expect(owned).toHaveCount(3)
  for (const numero of [weekly!, ...packCards]) {
    await expect(
      page.getByRole('button', { name: `Ver el detalle del cartón ${numero}` }),
    ).toBeVisible()
  }
  await page.getByRole('button', { name: `Ver el detalle del cartón ${packCards[0]}` }).click()
  const detail = page.getByRole('dialog', { name: `Cartón N° ${packCards[0]}` })
  await expect(detail.getByText(`${player.nombre} ${player.apellido}`)).toBeVisible()
  await expect(detail.getByText(METHODS.otra)).toBeVisible()
  await expect(detail.getByText(player.documento)).toBeVisible()
  await expect(detail.getByText('Jugadas')).toBeVisible()
  await detail.getByRole('button', { name: 'Cerrar' }).click()

  // Mis movimientos: one row per attempt with its state.
  await page.goto('/mi-cuenta/mis-movimientos')
  // The movements' own table (the year's summary below it has rows of its own).
  const movements = page.getByRole('table', { name: 'MIS MOVIMIENTOS' })
  await expect(movements.getByRole('row')).toHaveCount(5)
  await expect(movements.getByRole('cell', { name: 'APROBADA' })).toHaveCount(2)
  await expect(movements.getByRole('cell', { name: 'RECHAZADA' })).toHaveCount(1)
  await expect(movements.getByRole('cell', { name: 'CANCELADA' })).toHaveCount(1)
  await expect(movements.getByRole('cell', { name: 'Gs. 228.000' })).toBeVisible()
})
