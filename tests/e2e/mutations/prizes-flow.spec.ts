import fs from 'node:fs'
import { budget } from '../support/time'
import { createPlayer, logIn, PNG_1X1 } from '../support/accounts'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'
import {
  buyWeeklyCards,
  collectionRequests,
  drawWithPrizes,
  prizeCard,
  processWithVoucher,
} from '../prizes/support'

// A player's prizes from the draw to the money: a small prize to a new wallet, a larger one by
// transfer (processed by the operator with a voucher the player downloads), a free card exchanged
// for a card of the next draw. Runs with the mutations: the operator's draw changes every pack.

const SMALL = 150_000 // Gs. 15.000 tax, Gs. 135.000 to collect: wallet only.
const LARGE = 5_000_000 // Gs. 500.000 tax, Gs. 4.500.000 to collect: transfer only.
const FREE_CARD = 'Cartón gratis'

test('a player collects a small prize to a wallet, a large one by transfer, and exchanges a free card', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(240_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  const [small, large, free] = (await buyWeeklyCards(page, 3)) as [string, string, string]
  const { closed, next } = await drawWithPrizes(request, [
    { numero: small, premio: SMALL },
    { numero: large, premio: LARGE },
    { numero: free, premio: FREE_CARD },
  ])

  // MIS PREMIOS: one group for the draw, a card per prize with Cobrar.
  await page.goto('/mi-cuenta/mis-premios')
  await expect(page.getByRole('heading', { level: 1, name: 'MIS PREMIOS' })).toBeVisible()
  const fecha = new Intl.DateTimeFormat('es-PY', {
    timeZone: 'America/Asuncion',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(closed.fecha))
  await expect(page.getByRole('heading', { level: 2, name: `Sorteo del ${fecha}` })).toBeVisible()
  await expect(prizeCard(page, small).getByText('Ganaste: Gs. 150.000')).toBeVisible()
  await expect(prizeCard(page, large).getByText('Ganaste: Gs. 5.000.000')).toBeVisible()
  await expect(prizeCard(page, free).getByText(`Ganaste: ${FREE_CARD}`)).toBeVisible()
  await expect(prizeCard(page, small).getByText('o acercate a retirar tu premio')).toBeVisible()
  await expect(prizeCard(page, small).getByRole('link', { name: /^Canjear/ })).toHaveCount(0)
  await expect(prizeCard(page, free).getByRole('link', { name: /^Canjear/ })).toBeVisible()
  await expectNoAxeViolations(page, 'mis-premios')

  // The small prize: the claim dialog offers the wallet only; a new wallet, then Confirmar.
  await prizeCard(page, small)
    .getByRole('button', { name: `Cobrar el premio del cartón N° ${small}` })
    .click()
  const claim = page.getByRole('dialog', { name: 'Cobrar premio' })
  await expect(claim.getByRole('term')).toHaveText([
    'Sorteo',
    'Premio',
    'Impuesto retenido',
    'Total a cobrar',
  ])
  await expect(claim.getByRole('definition')).toHaveText([
    new RegExp(fecha),
    'Gs. 150.000',
    'Gs. 15.000',
    'Gs. 135.000',
  ])
  await expect(
    claim.getByRole('button', { name: 'Solicitar el pago por transferencia o giro' }),
  ).toHaveCount(0)
  await expectNoAxeViolations(page, 'claim dialog')
  await claim.getByRole('button', { name: 'Acreditar en mi billetera' }).click()
  const wallet = page.getByRole('dialog', { name: 'Cobrar en mi billetera' })
  await expect(
    wallet.getByText('Todavía no tenés billeteras registradas.', { exact: false }),
  ).toBeVisible()
  const confirmar = wallet.getByRole('button', { name: 'Confirmar' })
  await expect(confirmar).toBeDisabled()
  await wallet.getByLabel('Número de línea').fill('12345')
  await wallet.getByRole('button', { name: 'Agregar billetera' }).click()
  await expect(
    wallet.getByText('Ingresá un número de línea válido, por ejemplo 0981123456.'),
  ).toBeVisible()
  await wallet.getByLabel('Número de línea').fill('0981123456')
  await wallet.getByRole('button', { name: 'Agregar billetera' }).click()
  await expect(wallet.getByRole('radio', { name: 'Billetera 0981123456' })).toBeChecked()
  await expect(wallet.getByText('Gs. 135.000')).toBeVisible()
  await expectNoAxeViolations(page, 'wallet dialog')
  await confirmar.click()
  await expect(wallet).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: '0981123456' })).toBeVisible()
  await expect(prizeCard(page, small).getByRole('button', { name: 'Solicitado' })).toBeDisabled()

  // The large prize: the payment request only; every field is checked, then it is sent.
  await prizeCard(page, large)
    .getByRole('button', { name: `Cobrar el premio del cartón N° ${large}` })
    .click()
  await expect(claim.getByText('Gs. 4.500.000')).toBeVisible()
  await expect(claim.getByRole('button', { name: 'Acreditar en mi billetera' })).toHaveCount(0)
  await claim.getByRole('button', { name: 'Solicitar el pago por transferencia o giro' }).click()
  const form = page.getByRole('dialog', { name: 'Solicitud de cobro' })
  await form.getByRole('radio', { name: 'Transferencia' }).check()
  const entidad = form.getByLabel('Entidad')
  const entidades = await entidad.locator('option:not([value=""])').allTextContents()
  expect(entidades.length).toBeGreaterThan(0)
  await entidad.selectOption({ label: entidades[0]! })
  await form.getByRole('radio', { name: 'Guaraníes' }).check()
  await form.getByLabel('Número de cuenta destino', { exact: true }).fill('123456789')
  await form.getByLabel('Confirmar número de cuenta destino').fill('123456780')
  await form.getByLabel('Nombre y apellido').fill(`${player.nombre} ${player.apellido}`)
  await form.getByLabel('Tipo de documento').selectOption({ label: 'Cédula de identidad' })
  await form.getByLabel('Número de documento').fill(player.documento)
  await form.getByLabel('Profesión').fill('Docente')
  await form.getByLabel('Estado civil').selectOption({ label: 'SOLTERO/A' })
  await form.getByLabel('Dirección laboral').fill('Av. Mariscal López 1234')
  await form.getByLabel('Dirección particular').fill('Calle Palma 123')
  await form.getByLabel('Departamento').selectOption({ label: 'Central' })
  await expect(form.getByLabel('Ciudad').locator('option')).not.toHaveCount(1)
  await form.getByLabel('Ciudad').selectOption({ index: 1 })
  await form.getByLabel('Barrio').fill('San Vicente')
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(form.getByText('El número de cuenta destino debe coincidir')).toBeVisible()
  await form.getByLabel('Confirmar número de cuenta destino').fill('123456789')
  await expectNoAxeViolations(page, 'collection request form')
  // A double submit makes one request.
  await form.getByRole('button', { name: 'Enviar solicitud' }).dblclick()
  await expect(form).toBeHidden()
  await expect(prizeCard(page, large).getByRole('button', { name: 'Solicitado' })).toBeDisabled()
  const mine = (await collectionRequests(request)).filter((r) => r.numeroCarton === large)
  expect(mine).toHaveLength(1)

  // The free card: no money to collect, so no Cobrar; exchanged for a card of the next draw.
  await expect(prizeCard(page, free).getByRole('button', { name: /^Cobrar/ })).toHaveCount(0)
  await prizeCard(page, free)
    .getByRole('link', { name: /^Canjear/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/canjear-premios/${next.id}$`))
  await expect(
    page.getByText('Tenés 1 premio para canjear por un cartón de este sorteo.'),
  ).toBeVisible()
  const available = page.getByRole('region', { name: 'CARTONES DISPONIBLES' })
  const card = available.getByRole('button', { name: /^Ver las jugadas del cartón/ }).first()
  const exchanged = (await card.textContent())!.trim()
  await card.click()
  await page
    .getByRole('dialog', { name: `Cartón N° ${exchanged}` })
    .getByRole('button', { name: 'Elegir Cartón' })
    .click()
  await expect(
    page
      .getByRole('region', { name: 'CARTÓN ELEGIDO' })
      .getByRole('button', { name: `Quitar el cartón ${exchanged}` }),
  ).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Confirmar', exact: true }).click()
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: exchanged }),
  ).toBeVisible()
  // The page refreshes to nothing left to choose; the confirmation stays (it once went with the
  // chooser, and a player could miss it).
  await expect(
    page.getByRole('main').getByText('No tenés cartones pendientes de elegir para este sorteo.'),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: exchanged }),
  ).toBeVisible()
  await page.goto('/mi-cuenta/mis-premios')
  await expect(prizeCard(page, free).getByRole('button', { name: 'Solicitado' })).toBeDisabled()
  await page.goto('/mi-cuenta/mis-cartones')
  await expect(
    page.getByRole('button', { name: `Ver el detalle del cartón ${exchanged}` }),
  ).toBeVisible()

  // SOLICITUD DE COBROS: pending without a voucher; processed by the operator, downloadable.
  await page.goto('/mi-cuenta/solicitud-de-cobro')
  const requestCard = page.getByRole('article', { name: `Cartón N° ${large}` })
  await expect(requestCard.getByText('Pendiente')).toBeVisible()
  await expect(requestCard.getByText('Gs. 4.500.000')).toBeVisible()
  await expect(requestCard.getByText(entidades[0]!)).toBeVisible()
  await expect(requestCard.getByRole('button', { name: 'Descargar comprobante' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'solicitud-de-cobro')
  await processWithVoucher(request, mine[0]!.id, PNG_1X1)
  await page.reload()
  await expect(requestCard.getByText('Procesada')).toBeVisible()
  const download = page.waitForEvent('download')
  await requestCard.getByRole('button', { name: 'Descargar comprobante' }).click()
  const file = await (await download).path()
  expect(fs.readFileSync(file).equals(PNG_1X1)).toBe(true)
})
