import { backendGet, operator } from '../support/backend'
import { budget } from '../support/time'
import { createPlayer, logIn } from '../support/accounts'
import { chooseCards, METHODS, startPayment } from '../buying/support'
import { expect, test } from '../support/fixtures'

// Runs after the read-only suites: the operator's draw changes every pack.

interface Draw {
  id: number
  fecha: string
}

test('after an operator-run draw a pack has one draw less and asks for the next card', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(120_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  const bought = await chooseCards(page, 'PACK 12 SORTEOS', 2)
  await page.getByRole('link', { name: 'Pagar Gs. 228.000' }).click()
  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()

  await page.goto('/mi-cuenta/datos-personales')
  const packs = page.getByRole('region', { name: 'MIS PACKS ACTIVOS' })
  await expect(packs.getByText('Restan 12 Sorteos de tu PACK 12 SORTEOS')).toBeVisible()
  await expect(packs.getByRole('link', { name: 'Ver cartones' })).toBeVisible()

  const { datos: current } = await backendGet<Draw>(request, 'sorteos/actual')
  // The Azar prizes go to cards that are not the pack's: a free card won by one of them would be
  // one more card to choose.
  const { datos: pool } = (await operator(
    request,
    'GET',
    `sorteos/${current.id}/cartones?cantidad=20`,
  )) as { datos: string[] }
  const others = pool.filter((numero) => !bought.includes(numero))
  await operator(request, 'POST', 'sorteos/ejecutar', {
    sorteoId: current.id,
    premiosAzar: [
      { numero: others[0], premio: 'Automóvil 0 km' },
      { numero: others[1], premio: 'Cartón gratis' },
    ],
  })
  const { datos: next } = await backendGet<Draw>(request, 'sorteos/actual')
  expect(next.id).not.toBe(current.id)

  await page.reload()
  await expect(packs.getByText('Restan 11 Sorteos de tu PACK 12 SORTEOS')).toBeVisible()
  await packs.getByRole('link', { name: 'Elegir cartones' }).click()
  await expect(page).toHaveURL(new RegExp(`/canjear-premios/${next.id}$`))
  await expect(page.getByRole('heading', { name: 'ELEGÍ TU CARTÓN' })).toBeVisible()

  const available = page.getByRole('region', { name: 'CARTONES DISPONIBLES' })
  const chosenPanel = page.getByRole('region', { name: 'CARTÓN ELEGIDO' })
  // Cancelar and Confirmar sit in the chooser's action bar, under both panels.
  const main = page.getByRole('main')
  const picked: string[] = []
  for (let i = 0; i < 2; i += 1) {
    const card = available.getByRole('button', { name: /^Ver las jugadas del cartón/ }).first()
    const numero = (await card.textContent())!.trim()
    await card.click()
    const dialog = page.getByRole('dialog', { name: `Cartón N° ${numero}` })
    await expect(dialog.getByText('Tradicional')).toBeVisible()
    await dialog.getByRole('button', { name: 'Elegir Cartón' }).click()
    await expect(
      chosenPanel.getByRole('button', { name: `Quitar el cartón ${numero}` }),
    ).toBeVisible()
    if (i === 0) {
      // Cancelar clears the choice; choosing again brings it back.
      await main.getByRole('button', { name: 'Cancelar', exact: true }).click()
      await expect(
        chosenPanel.getByText(
          'Todavía no elegiste un cartón: tocá uno de la lista para poder confirmar.',
        ),
      ).toBeVisible()
      await available.getByRole('button', { name: `Ver las jugadas del cartón ${numero}` }).click()
      await dialog.getByRole('button', { name: 'Elegir Cartón' }).click()
    }
    await main.getByRole('button', { name: 'Confirmar', exact: true }).click()
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: numero }),
    ).toBeVisible()
    picked.push(numero)
  }

  await page.goto('/mi-cuenta/datos-personales')
  await expect(packs.getByRole('link', { name: 'Ver cartones' })).toBeVisible()
  await page.goto('/mi-cuenta/mis-cartones')
  for (const numero of [...bought, ...picked]) {
    await expect(
      page.getByRole('button', { name: `Ver el detalle del cartón ${numero}` }),
    ).toBeVisible()
  }
  // Newest draw first.
  const headings = page.getByRole('heading', { level: 2, name: /^Sorteo del/ })
  await expect(headings).toHaveCount(2)
  const dates = await headings.allTextContents()
  const day = (text: string) => {
    const [d, m, y] = text.replace('Sorteo del ', '').split('/')
    return `${y}${m}${d}`
  }
  expect(day(dates[0]!) > day(dates[1]!)).toBe(true)
})
