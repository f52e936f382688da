import { backendGet, operator } from '../support/backend'
import { expect, test } from '../support/fixtures'

// Runs after the read-only suites: it runs the current draw, as the operator does on Sunday night.

interface Draw {
  id: number
  identificador: string
  fecha: string
}

test('an operator-run draw is published at once on /resultados and its winning cards check as winners', async ({
  page,
  request,
}) => {
  const { datos: current } = await backendGet<Draw>(request, 'sorteos/actual')
  await page.goto('/resultados')
  await expect(page.getByLabel('Sorteo del').locator('option')).not.toHaveCount(0)

  const run = (await operator(request, 'POST', 'sorteos/ejecutar', { sorteoId: current.id })) as {
    datos: { sorteo: Draw; siguiente: Draw }
  }
  expect(run.datos.sorteo.id).toBe(current.id)
  expect(new Date(run.datos.siguiente.fecha).getTime()).toBeGreaterThan(
    new Date(current.fecha).getTime(),
  )

  // No waiting for the 60 s lifetime: the run revalidated the draws.
  await page.goto('/resultados')
  const selected = page.getByLabel('Sorteo del').locator('option:checked')
  await expect(selected).toHaveText(
    new Intl.DateTimeFormat('es-PY', {
      timeZone: 'America/Asuncion',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(current.fecha)),
  )
  await expect(page.getByText(current.identificador, { exact: false }).first()).toBeVisible()

  const { datos: winners } = (await operator(
    request,
    'GET',
    `sorteos/${current.id}/cartones-ganadores`,
  )) as {
    datos: { numero: string }[]
  }
  expect(winners.length).toBeGreaterThan(0)
  await page.getByLabel('Número de cartón').fill(winners[0]!.numero)
  await page.getByLabel('Sorteo', { exact: true }).selectOption(String(current.id))
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByRole('dialog', { name: '¡Felicitaciones!' })).toBeVisible()

  // The home page shows the next draw's card of the week.
  await page.goto('/home')
  await expect(
    page.getByText(run.datos.siguiente.identificador, { exact: false }).first(),
  ).toBeVisible()
})
