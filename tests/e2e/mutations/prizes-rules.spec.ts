import type { APIRequestContext } from '@playwright/test'
import { budget } from '../support/time'
import { createPlayer, logIn } from '../support/accounts'
import { operator } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { buyWeeklyCards, drawWithPrizes, grossFor, prizeCard } from '../prizes/support'

// The claim dialog's options at the limits of docs/product.md §4 (the seeded config: wallet up to
// Gs. 2.000.000, transfer from Gs. 2.000.001 to Gs. 500.000.000), on totals after tax; and a
// prize of another player cannot be claimed through the site's actions.

const WALLET = 'Acreditar en mi billetera'
const TRANSFER = 'Solicitar el pago por transferencia o giro'

const CASES = [
  { total: 2_000_000, wallet: true, transfer: false },
  { total: 2_000_001, wallet: false, transfer: true },
  { total: 500_000_000, wallet: false, transfer: true },
  { total: 500_000_001, wallet: false, transfer: false },
] as const

test('the claim options follow the limits exactly, and a foreign prize is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(budget(240_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  const cards = await buyWeeklyCards(page, CASES.length)

  const other = await createPlayer(request)
  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  await logIn(otherPage, other.email, other.password)
  const [otherCard] = (await buyWeeklyCards(otherPage, 1)) as [string]

  await drawWithPrizes(request, [
    ...CASES.map(({ total }, i) => ({ numero: cards[i]!, premio: grossFor(total) })),
    { numero: otherCard, premio: 100_000 },
  ])

  await page.goto('/mi-cuenta/mis-premios')
  const claim = page.getByRole('dialog', { name: 'Cobrar premio' })
  for (const [i, expected] of CASES.entries()) {
    const numero = cards[i]!
    await prizeCard(page, numero)
      .getByRole('button', { name: `Cobrar el premio del cartón N° ${numero}` })
      .click()
    const total = `Gs. ${expected.total.toLocaleString('es-PY')}`
    await expect(claim.getByText(total, { exact: true })).toBeVisible()
    await expect(claim.getByRole('button', { name: WALLET })).toHaveCount(expected.wallet ? 1 : 0)
    await expect(claim.getByRole('button', { name: TRANSFER })).toHaveCount(
      expected.transfer ? 1 : 0,
    )
    await expect(claim.getByText('Acercate a retirar tu premio', { exact: false })).toHaveCount(
      expected.wallet || expected.transfer ? 0 : 1,
    )
    await claim.getByRole('button', { name: 'Cerrar' }).click()
    await expect(claim).toBeHidden()
  }

  // The other player confirms a wallet payment of their own prize, with the request rewritten
  // to name this player's prize: the action refuses it and nothing changes.
  await otherPage.goto('/mi-cuenta/mis-premios')
  await otherPage
    .getByRole('button', { name: `Cobrar el premio del cartón N° ${otherCard}` })
    .click()
  await otherPage.getByRole('button', { name: WALLET }).click()
  const otherWallet = otherPage.getByRole('dialog', { name: 'Cobrar en mi billetera' })
  await otherWallet.getByLabel('Número de línea').fill('0971000111')
  await otherWallet.getByRole('button', { name: 'Agregar billetera' }).click()
  await expect(otherWallet.getByRole('radio', { name: 'Billetera 0971000111' })).toBeChecked()

  const victimPrizeId = await prizeIdOf(request, player.email, cards[0]!)
  await otherPage.route('**/mi-cuenta/mis-premios', async (route) => {
    const body = route.request().postData()
    if (route.request().method() !== 'POST' || !body?.includes('premioId')) return route.continue()
    await route.continue({
      postData: body.replace(/"premioId":\d+/, `"premioId":${victimPrizeId}`),
    })
  })
  await otherWallet.getByRole('button', { name: 'Confirmar' }).click()
  await expect(
    otherPage.getByRole('alert').filter({ hasText: 'No encontramos ese premio en tu cuenta.' }),
  ).toBeVisible()
  await otherContext.close()

  await page.reload()
  await expect(
    prizeCard(page, cards[0]!).getByRole('button', {
      name: `Cobrar el premio del cartón N° ${cards[0]}`,
    }),
  ).toBeEnabled()
})

async function prizeIdOf(
  request: APIRequestContext,
  email: string,
  numero: string,
): Promise<number> {
  const { datos } = (await operator(
    request,
    'GET',
    `premios?email=${encodeURIComponent(email)}`,
  )) as { datos: { id: number; numeroCarton: string }[] }
  const prize = datos.find((p) => p.numeroCarton === numero)
  if (!prize) throw new Error(`no prize for ${numero}`)
  return prize.id
}
