import { backendGet } from '../support/backend'
import { budget } from '../support/time'
import { createPlayer, logIn } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { tabTo } from './support'

test('buying works with the keyboard alone, and axe finds no violation on its pages', async ({
  page,
  request,
}) => {
  // Six pages, each tabbed through and checked by axe: slow on a busy machine.
  test.setTimeout(budget(240_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)

  await page.goto('/comprar-carton')
  await expectNoAxeViolations(page, '/comprar-carton')
  await tabTo(
    page,
    page
      .getByRole('article', { name: 'Cartón de la semana' })
      .getByRole('link', { name: 'Elegir Cartones' }),
  )
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'ELEGIR CARTÓN' })).toBeVisible()

  // A card's plays in a dialog: opened with Enter, closed with Escape, focus back on the opener.
  const viewPlays = page.getByRole('button', { name: /^Ver las jugadas del cartón/ }).first()
  await tabTo(page, viewPlays)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page, 'elegir (dialog)')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(viewPlays).toBeFocused()

  const choose = page.getByRole('button', { name: /^Elegir el cartón/ }).first()
  const numero = (await choose.textContent())!.trim()
  await tabTo(page, choose)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: `Quitar el cartón ${numero}` })).toBeVisible()
  await expectNoAxeViolations(page, '/comprar-carton/elegir')
  await tabTo(page, page.getByRole('link', { name: 'Pagar Gs. 10.000' }))
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: 'Pago de cartones' })).toBeVisible()
  await expectNoAxeViolations(page, '/comprar-carton/checkout')
  // The accordion: the second method opens with Enter and shows its own Pagar ahora.
  const tarjeta = page.getByRole('button', {
    name: 'Tarjeta de crédito o débito (Bancard)',
    exact: true,
  })
  await tabTo(page, tarjeta)
  await page.keyboard.press('Enter')
  await expect(tarjeta).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`#${await tarjeta.getAttribute('aria-controls')}`)
  await tabTo(page, panel.getByRole('button', { name: 'Pagar ahora' }))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/servicios\/pasarela\/tarjeta\//)
  await expectNoAxeViolations(page, 'pasarela')
  await tabTo(page, page.getByRole('button', { name: 'Aprobar pago' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()
  await expectNoAxeViolations(page, '/comprar-carton/resultado')

  await page.goto('/mi-cuenta/mis-cartones')
  const card = page.getByRole('button', { name: `Ver el detalle del cartón ${numero}` })
  await tabTo(page, card)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: `Cartón N° ${numero}` })).toBeVisible()
  await expectNoAxeViolations(page, '/mi-cuenta/mis-cartones (dialog)')
  await page.keyboard.press('Escape')

  const { datos: draw } = await backendGet<{ id: number }>(request, 'sorteos/actual')
  await page.goto(`/canjear-premios/${draw.id}`)
  await expect(page.getByRole('heading', { name: 'ELEGÍ TU CARTÓN' })).toBeVisible()
  await expectNoAxeViolations(page, '/canjear-premios')
})
