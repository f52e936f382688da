import { and, eq } from 'drizzle-orm'
import type { LuckyOutcome } from '@loteria/contract'
import type { Executor } from '../db/executor'
import { cards } from '../db/schema'
import { identificador } from '../draws/calendar'
import { POOL_SIZE } from '../draws/store'
import { formatNumber } from '@loteria/contract/format'
import { findOpenDraw } from './open-draw'

// A lucky number can come out only if the draw holds a card with it: each draw holds POOL_SIZE of
// the 60,000 numbers. It is checked when the player saves it (against the open draw, the next one
// to close), and at each close the player is told what became of it.

/** Whether draw `sorteoId` has a card numbered `numero` (sold, held or free). */
export async function drawHolds(db: Executor, sorteoId: number, numero: string): Promise<boolean> {
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.sorteoId, sorteoId), eq(cards.numero, numero)))
    .limit(1)
  return card !== undefined
}

export const notInDraw = (numero: string, sorteoId: number) =>
  `El cartón N° ${numero} no está en el ${identificador(sorteoId)}: cada sorteo tiene ${formatNumber(POOL_SIZE)} de los 60.000 números, y ese no puede salir. Elegí otro número de cartón de este sorteo.`

/** Why a lucky number cannot be saved now, or undefined (none, no open draw, or it is there). */
export async function luckyNumberRefusal(
  db: Executor,
  numero: string | null,
): Promise<string | undefined> {
  if (numero === null) return undefined
  const open = await findOpenDraw(db)
  if (!open || (await drawHolds(db, open.id, numero))) return undefined
  return notInDraw(numero, open.id)
}

/** What became of a pack's lucky number at the close that chose `chosen` for it. */
export async function luckyOutcome(
  db: Executor,
  sorteoId: number,
  favorito: string,
  chosen: string | null,
): Promise<LuckyOutcome> {
  if (chosen === favorito) return 'ELEGIDO'
  return (await drawHolds(db, sorteoId, favorito)) ? 'OCUPADO' : 'NO_ESTA'
}
