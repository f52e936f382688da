import type { APIRequestContext, Page } from '@playwright/test'
import { backendGet, OPERATOR_TOKEN, operator } from '../support/backend'
import { chooseCards, METHODS, startPayment } from '../buying/support'
import { expect } from '../support/fixtures'

// Prize steps: cards bought for this week's draw, a draw whose Azar prizes the operator fixes
// (balls stay random), and the backend's records to check the screens against.

export interface Draw {
  id: number
  fecha: string
}

/** The e2e server's PRIZE_TAX_PERCENT (the backend's default). */
const TAX_PERCENT = 10

/** What a prize of `premio` guaraníes is after tax, as the backend rounds it. */
const afterTax = (premio: number) => premio - Math.round((premio * TAX_PERCENT) / 100)

/** The gross prize whose total after tax is exactly `total`. */
export function grossFor(total: number): number {
  const guess = Math.floor(total / (1 - TAX_PERCENT / 100))
  for (let premio = guess - 3; premio <= guess + 3; premio += 1) {
    if (afterTax(premio) === total) return premio
  }
  throw new Error(`no gross prize gives ${total} after tax`)
}

/** Buys `count` "Cartón de la semana" cards with the card provider (approved). */
export async function buyWeeklyCards(page: Page, count: number): Promise<string[]> {
  const numbers = await chooseCards(page, 'Cartón de la semana', count)
  await page
    .getByRole('link', { name: `Pagar Gs. ${(count * 10_000).toLocaleString('es-PY')}` })
    .click()
  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()
  return numbers
}

/** Runs the open draw with these Azar awards; answers the closed draw and the new open one. */
export async function drawWithPrizes(
  request: APIRequestContext,
  premiosAzar: { numero: string; premio: number | string }[],
): Promise<{ closed: Draw; next: Draw }> {
  const { datos: closed } = await backendGet<Draw>(request, 'sorteos/actual')
  await operator(request, 'POST', 'sorteos/ejecutar', { sorteoId: closed.id, premiosAzar })
  const { datos: next } = await backendGet<Draw>(request, 'sorteos/actual')
  expect(next.id).not.toBe(closed.id)
  return { closed, next }
}

interface CollectionRecord {
  id: number
  email?: string
  numeroCarton: string
  estadoSolicitud: string
}

/** The operator's queue of collection requests. */
export async function collectionRequests(request: APIRequestContext) {
  const { datos } = (await operator(request, 'GET', 'solicitudes-cobro')) as {
    datos: CollectionRecord[]
  }
  return datos
}

/** The operator processes a request with a voucher file. */
export async function processWithVoucher(request: APIRequestContext, id: number, voucher: Buffer) {
  const response = await request.post(`/servicios/operador/solicitudes-cobro/${id}/procesar`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    multipart: {
      comprobante: { name: 'comprobante.png', mimeType: 'image/png', buffer: voucher },
    },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { error: boolean; mensaje: string }
  expect(body.error, body.mensaje).toBe(false)
}

/** The prize card of cartón `numero` on MIS PREMIOS. */
export const prizeCard = (page: Page, numero: string) =>
  page.getByRole('article', { name: `Cartón N° ${numero}` })
