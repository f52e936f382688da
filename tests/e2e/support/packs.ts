import type { APIRequestContext, Page } from '@playwright/test'
import { chooseCards, METHODS, startPayment } from '../buying/support'
import { createPlayer, logIn } from './accounts'
import { backendGet, operator } from './backend'
import { expect } from './fixtures'

// Packs that play themselves (docs/contract.md): a pack bought as a player buys it, and
// the operator's week (close of sales, then the draw) as the reference backend runs it.

const PACK = 'PACK 12 SORTEOS'

interface Draw {
  id: number
}

export interface SalesClose {
  sorteoId: number
  elegidos: { sorteoId: number; numero: string; suscripcionId: number }[]
  esperan: number
}

/** A new player, logged in, who has just bought a PACK 12 SORTEOS: its card and the player. */
export async function newPackPlayer(page: Page, request: APIRequestContext) {
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  return { player, bought: await buyPack(page) }
}

/** Comprar Cartón → PACK 12 SORTEOS with one card → paid; answers the card bought. */
async function buyPack(page: Page): Promise<string> {
  const [numero] = await chooseCards(page, PACK, 1)
  await page.getByRole('link', { name: 'Pagar Gs. 114.000' }).click()
  await startPayment(page, METHODS.tarjeta)
  await page.getByRole('button', { name: 'Aprobar pago' }).click()
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible()
  return numero!
}

export async function openDrawId(request: APIRequestContext): Promise<number> {
  return (await backendGet<Draw>(request, 'sorteos/actual')).datos.id
}

/** The operator closes the open draw's sales now (the timer does it at 18:00 on the draw's day). */
export async function closeSales(request: APIRequestContext): Promise<SalesClose> {
  const { datos } = (await operator(request, 'POST', 'sorteos/cierre', {})) as { datos: SalesClose }
  return datos
}

/**
 * Runs the open draw; its Azar prizes go to cards that are none of `spare` (a free card won by
 * one of them would be one more card to choose).
 */
export async function runDraw(request: APIRequestContext, spare: readonly string[] = []) {
  const sorteoId = await openDrawId(request)
  const { datos: pool } = (await operator(
    request,
    'GET',
    `sorteos/${sorteoId}/cartones?cantidad=40`,
  )) as { datos: string[] }
  const others = pool.filter((numero) => !spare.includes(numero))
  await operator(request, 'POST', 'sorteos/ejecutar', {
    sorteoId,
    premiosAzar: [
      { numero: others[0], premio: 'Automóvil 0 km' },
      { numero: others[1], premio: 'Cartón gratis' },
    ],
  })
  expect(await openDrawId(request)).not.toBe(sorteoId)
  return sorteoId
}

/** A week: sales close (cards chosen for packs), then the draw runs. */
export async function closeAndRun(request: APIRequestContext, spare: readonly string[] = []) {
  const closed = await closeSales(request)
  const drawn = await runDraw(request, [...spare, ...closed.elegidos.map((card) => card.numero)])
  return { closed, drawn }
}

/** "Restan N Sorteos de tu PACK 12 SORTEOS" in MIS PACKS ACTIVOS: N. */
export async function remainingDraws(page: Page): Promise<number> {
  await page.goto('/mi-cuenta/datos-personales')
  const text = await page
    .getByRole('region', { name: 'MIS PACKS ACTIVOS' })
    .getByText(/^Restan \d+ Sorteos de tu PACK 12 SORTEOS$/)
    .first()
    .textContent()
  return Number(/Restan (\d+)/.exec(text ?? '')?.[1])
}
