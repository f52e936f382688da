import { count } from 'drizzle-orm'
import type { Database } from '../db/client'
import { draws, winners } from '../db/schema'
import { drawNumberAfter } from '../draws/calendar'
import type { PoolCard } from '../draws/cards'
import { drawStream } from '../draws/demo-seeds'
import { runDraw } from '../draws/draw'
import { BASE_POTS } from '../draws/plays'
import { nextPots } from '../draws/pots'
import type { PlayResult } from '../draws/results'
import {
  drawAzarPrizes,
  insertPool,
  newDraw,
  openDraw,
  poolFor,
  POOL_SIZE,
  type NewDrawRow,
} from '../draws/store'
import { demoWinners, type PastDraw } from './winners'

// Draws seed: the weeks of draws before the current one, each with its card pool and a result
// counted from it, the open current draw with its pool, and the winners. The current draw is the
// next Sunday 20:00 after the first start, so a fresh demo always has a draw ahead; every draw's
// pool, prizes and result follow from its number (the same draw is the same in every database).

export const PAST_DRAWS = 12

/**
 * Cards per past draw: a whole pool, as the operator's draws have. The draws seed takes ~1.6 s on
 * two cores; if it grows, shrink these pools, never the open draw's.
 */
const PAST_POOL_SIZE = POOL_SIZE

/** When a demo draw's result was stored: after the broadcast of the draw. */
const BROADCAST_MS = 40 * 60_000

/** Tradicional's 13- or 14-hit prize, which the tests check a card against. */
function hasTradicionalPrize(resultado: readonly PlayResult[]): boolean {
  const tradicional = resultado.find((play) => play.nombreJugada === 'Tradicional')
  return (
    tradicional !== undefined &&
    !tradicional.azar &&
    tradicional.premios.some((tier) => tier.aciertos < 15 && tier.nroGanadores > 0)
  )
}

export async function seedDraws(db: Database, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(draws)
  if ((existing?.n ?? 0) > 0) return
  const current = drawNumberAfter(now)
  let pots = BASE_POTS
  const past: (PastDraw & { row: NewDrawRow; pool: PoolCard[] })[] = []
  for (let numero = current - PAST_DRAWS; numero < current; numero++) {
    const row = newDraw(numero, pots)
    const pool = poolFor(numero, PAST_POOL_SIZE)
    const random = drawStream(numero, 'extraction')
    const prizes = drawAzarPrizes(numero)
    let resultado = runDraw(random, pool, pots, prizes)
    // The latest draw is the one tests check cards against: it must pay Tradicional's smaller
    // prizes. Drawing again from the same stream keeps it deterministic.
    while (numero === current - 1 && !hasTradicionalPrize(resultado)) {
      resultado = runDraw(random, pool, pots, prizes)
    }
    past.push({ id: numero, fecha: row.fecha, resultado, row, pool })
    pots = nextPots(pots, resultado)
  }
  // One transaction: a start interrupted halfway leaves no draws, and the next start seeds again.
  await db.transaction(async (tx) => {
    for (const draw of past) {
      await tx.insert(draws).values({
        ...draw.row,
        estado: 'CERRADO',
        resultado: JSON.stringify(draw.resultado),
        ejecutadoEn: new Date(draw.fecha.getTime() + BROADCAST_MS),
      })
      await insertPool(tx, draw.id, draw.pool)
    }
    await openDraw(tx, current, pots)
    await tx.insert(winners).values(demoWinners(past))
  })
}
