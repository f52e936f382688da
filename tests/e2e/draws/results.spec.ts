import { backendGet } from '../support/backend'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { asuncionDate, previousDraws } from './support'

interface Play {
  azar: boolean
  nombreJugada: string
  cantidadGanadores: number
  bolillas?: string
  premios: {
    aciertos?: number
    nroGanadores?: number
    premio: number | string
    cartones?: string
  }[]
}

test('Resultados shows the latest draw preselected, every play, and the azar prize cards without balls', async ({
  page,
  request,
}) => {
  const draws = await previousDraws(request)
  const { datos } = await backendGet<{ resultado: string }>(
    request,
    `sorteos/resultados-agrupados/${draws[0]!.id}`,
  )
  const plays = JSON.parse(datos.resultado) as Play[]

  await page.goto('/resultados')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados')
  const select = page.getByLabel('Sorteo del')
  await expect(select.locator('option')).toHaveCount(draws.length)
  await expect(select.locator('option:checked')).toHaveText(asuncionDate(draws[0]!.fecha))

  for (const play of plays) {
    const card = page.locator(`article[data-jugada="${play.nombreJugada}"]`)
    await expect(card.getByRole('heading', { name: play.nombreJugada })).toBeVisible()
    if (play.azar) {
      await expect(card.getByRole('list', { name: /Bolillas/ })).toHaveCount(0)
      for (const premio of play.premios) {
        for (const carton of premio.cartones!.split(','))
          await expect(card).toContainText(carton.trim())
      }
    } else {
      const balls = card
        .getByRole('list', { name: `Bolillas de la jugada ${play.nombreJugada}` })
        .getByRole('listitem')
      await expect(balls).toHaveText(play.bolillas!.split(',').map((b) => b.trim()))
      const rows = card.locator('tbody tr')
      await expect(rows).toHaveCount(play.premios.length)
      await expect(rows.first().locator('td').nth(0)).toHaveText(String(play.premios[0]!.aciertos))
      await expect(rows.first().locator('td').nth(2)).toHaveText(/^Gs\.\s[\d.]+$|\S/)
    }
  }
  expect(plays.some((p) => p.azar)).toBe(true)
})

test('choosing another draw changes the URL to a shareable page', async ({ page, request }) => {
  const draws = await previousDraws(request)
  const older = draws[3]!
  await page.goto('/resultados')
  await page.getByLabel('Sorteo del').selectOption(String(older.id))
  await expect(page).toHaveURL(new RegExp(`/resultados/${older.id}$`))
  await expect(page.getByLabel('Sorteo del').locator('option:checked')).toHaveText(
    asuncionDate(older.fecha),
  )
  // The shared ?sorteo= form opens the same page.
  await page.goto(`/resultados?sorteo=${older.id}`)
  await expect(page).toHaveURL(new RegExp(`/resultados/${older.id}`))
  const response = await request.get(`/resultados/${older.id}`)
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
  expect((await request.get('/resultados/999999')).status()).toBe(404)
})

test('axe finds no violation on the results, winners and millionaires pages', async ({ page }) => {
  // Three long pages, each analysed by axe: past the suite's 45 s default on a busy machine.
  test.setTimeout(budget(120_000))
  for (const path of ['/resultados', '/ganadores', '/millonarios']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, path)
  }
})
