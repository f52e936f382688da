import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { operator } from '../support/backend'
import { expect } from '../support/fixtures'

// Buying steps as a player takes them, and the backend's own records to check them against.

export const METHODS = {
  billetera: 'Tigo Money',
  personal: 'Billetera Personal',
  tarjeta: 'Tarjeta de crédito o débito (Bancard)',
  otra: 'Zimple',
} as const

interface PurchaseRecord {
  id: number
  email: string
  pack: string
  medioPago: string
  monto: number
  estado: string
  cartones: string[]
}

/** The operator's list of a player's purchases (every attempt, whatever its state). */
export async function purchasesOf(request: APIRequestContext, email: string) {
  const { datos } = (await operator(
    request,
    'GET',
    `compras?usuario=${encodeURIComponent(email)}`,
  )) as { datos: PurchaseRecord[] }
  return datos
}

/** Comprar cartón → Elegir Cartones of the pack → the first `count` available numbers. */
export async function chooseCards(page: Page, packName: string, count: number) {
  await page.goto('/comprar-carton')
  await page
    .getByRole('article', { name: packName })
    .getByRole('link', { name: 'Elegir Cartones' })
    .click()
  await expect(page.getByRole('heading', { name: 'ELEGIR CARTÓN' })).toBeVisible()
  const chosen = page.getByRole('region', { name: 'Cartones elegidos' })
  const numbers: string[] = []
  for (let i = 0; i < count; i += 1) {
    const button = page
      .getByRole('region', { name: 'Cartones disponibles' })
      .getByRole('button', { name: /^Elegir el cartón/ })
      .first()
    const numero = (await button.textContent())?.trim() ?? ''
    await button.click()
    await expect(chosen.getByRole('button', { name: `Quitar el cartón ${numero}` })).toBeVisible()
    numbers.push(numero)
  }
  return numbers
}

/** On the checkout: open the method and Pagar ahora; lands on the simulated provider's page. */
export async function startPayment(page: Page, method: string, { doubleClick = false } = {}) {
  const toggle = page.getByRole('button', { name: method, exact: true })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  const pay = page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('button', {
    name: 'Pagar ahora',
  })
  if (doubleClick) await pay.dblclick()
  else await pay.click()
  await expect(page).toHaveURL(/\/servicios\/pasarela\//)
}

/** Presses Tab until the locator has focus: reaching it with the keyboard alone. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('could not reach the element with Tab')
}
