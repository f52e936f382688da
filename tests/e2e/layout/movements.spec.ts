import type { Locator, Page } from '@playwright/test'
import { DEMO_PLAYER, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { expectContentFitsWindow } from './width'

// MIS MOVIMIENTOS: a table on a laptop, a short card a movement on a phone, the state a coloured
// chip as on Solicitud de Cobros. Issue 26 (docs/history.md): at 375 px each movement was eight
// labelled lines (6,800 px for a page of ten), the amount on the seventh, and APROBADA looked like
// RECHAZADA.

const LABELS = [
  'Fecha transacción',
  'Tipo',
  'Cantidad cartones',
  'Medio de pago',
  'Fecha sorteo',
  'Mensaje',
  'Estado transacción',
  'Monto',
]

const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })

const colourOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).color)

/** The movements' own panel (the page also has the year's statement, a table of its own). */
const movements = (page: Page) => page.getByRole('region', { name: 'MIS MOVIMIENTOS' })

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('each movement is a short card, its amount on one line at the right', async ({ page }) => {
    await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
    await page.goto('/mi-cuenta/mis-movimientos')
    const panel = movements(page)
    const rows = panel.locator('tbody tr')
    await expect(rows).toHaveCount(10)
    // Every field's name is still there for screen readers (the headers, out of sight).
    await expect(panel.getByRole('columnheader')).toHaveText(LABELS)
    await expect(panel.locator('thead')).not.toBeInViewport()

    for (const row of await rows.all()) {
      const card = (await row.boundingBox())!
      expect(card.height, 'a movement card stays short').toBeLessThan(160)
      const monto = row.locator('td').last()
      await expect(monto).toHaveText(/^Gs\.\s[\d.]+$/)
      expect(await lineCount(monto), '"Gs." and its digits on one line').toBe(1)
      const amount = (await monto.boundingBox())!
      // On the card's first line, against its right edge.
      expect(amount.y - card.y).toBeLessThan(24)
      expect(card.x + card.width - (amount.x + amount.width)).toBeLessThan(24)
    }
    // Ten movements fit in about two phone screens, not eight.
    const list = (await panel.locator('tbody').boundingBox())!
    expect(list.height).toBeLessThan(1600)

    // The small print keeps the name of the bare date; the cards say what they are (issue 36:
    // "1 cartón · 12 sorteos", not "Cantidad cartones: 12").
    const first = rows.first()
    await expect(first.getByRole('cell').nth(2)).toHaveText(/^\d+ cartón(es)?( · \d+ sorteos)?$/)
    await expect(first.getByRole('cell').nth(2)).not.toHaveAttribute('data-label')
    await expect(first.getByRole('cell').nth(4)).toHaveAttribute('data-label', 'Fecha sorteo')

    // Every pack row in one format, refused ones too: its cards, its draws and from which draw
    // (a refused PACK 48 SORTEOS once read "1 cartón", with no draws).
    const packRows = rows.filter({
      has: page.getByRole('cell', { name: 'COMPRA PACK', exact: true }),
    })
    expect(await packRows.count()).toBeGreaterThanOrEqual(3)
    for (const row of await packRows.all()) {
      await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d+ cartón(es)? · \d+ sorteos$/)
      await expect(row.getByRole('cell').nth(4)).toHaveText(/^desde el \d{2}\/\d{2}\/\d{4}$/)
    }
    await expect(packRows.filter({ hasText: 'RECHAZADA' }).getByRole('cell').nth(2)).toHaveText(
      '1 cartón · 48 sorteos',
    )

    // APROBADA and RECHAZADA are chips of different colours.
    const aprobada = panel.locator('td span', { hasText: /^APROBADA$/ }).first()
    const rechazada = panel.locator('td span', { hasText: /^RECHAZADA$/ }).first()
    await expect(aprobada).toHaveAttribute('data-tone', 'success')
    await expect(rechazada).toHaveAttribute('data-tone', 'error')
    expect(await colourOf(aprobada)).not.toBe(await colourOf(rechazada))

    await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText(
      'Página 1 de 2',
    )
    await expectContentFitsWindow(page, 'mis-movimientos at 375 px')
  })
})

test('on a laptop the movements are a table with every column, paged by ten', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await logIn(page, DEMO_PLAYER.email, DEMO_PLAYER.password)
  await page.goto('/mi-cuenta/mis-movimientos')
  const panel = movements(page)
  for (const label of LABELS) {
    await expect(panel.getByRole('columnheader', { name: label, exact: true })).toBeVisible()
  }
  const first = panel.locator('tbody tr').first()
  const monto = first.locator('td').last()
  await expect(monto).toHaveText(/^Gs\.\s[\d.]+$/)
  expect(await lineCount(monto)).toBe(1)
  await expect(monto).toHaveCSS('text-align', 'right')
  // Two or three lines a movement, where a long message or payment method wraps.
  expect((await first.boundingBox())!.height).toBeLessThan(100)
  const aprobada = panel.locator('[data-tone="success"]', { hasText: 'APROBADA' }).first()
  const rechazada = panel.locator('[data-tone="error"]', { hasText: 'RECHAZADA' }).first()
  expect(await colourOf(aprobada)).not.toBe(await colourOf(rechazada))
  await expectContentFitsWindow(page, 'mis-movimientos at 1366 px')

  await panel.getByRole('link', { name: 'Página siguiente' }).click()
  await expect(page).toHaveURL(/pagina=2$/)
  await expect(movements(page).getByRole('navigation', { name: 'Paginación' })).toContainText(
    'Página 2 de 2',
  )
  await expect(movements(page).locator('tbody tr')).toHaveCount(4)
})
