import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { Transaction } from '../db/executor'
import { draws, liveDraws } from '../db/schema'
import { closeSalesOfDraw } from '../buying/sales-close'
import { afterCommitSteps, afterDrawSteps } from './after-draw'
import { drawNumberAfter } from './calendar'
import { runDraw, type Extraction } from './draw'
import type { PlayName } from './plays'
import { nextPots } from './pots'
import { cryptoRandom, type Random } from './random'
import type { AzarAward, PlayResult } from './results'
import { azarPrizesOf, drawView, loadPool, openDraw, potsOf, type DrawView } from './store'
import { errorFields, logger } from '@loteria/shared/observability'

// The operator's draw: runs the open draw with real randomness, stores its result, closes it and
// opens the next Sunday's draw with a fresh pool, then the after-draw steps, all in one
// transaction (a failure leaves the open draw as it was); after the commit, the after-commit
// steps (alerts leave the system only for a draw that happened). The live draw closes through
// the same path with the extraction it called ball by ball (closeOpenDraw inside its own
// transaction, then runAfterCommitSteps).

export interface DrawRun {
  sorteo: DrawView
  siguiente: DrawView
  /** Winners per play. */
  ganadores: Record<PlayName, number>
  resultado: PlayResult[]
}

/** A forced Azar award names a card number the open draw's pool does not have. */
interface AzarCardNotInPool {
  refusal: 'azar-card-not-in-pool'
  numero: string
}

export type DrawRunRefusal =
  | 'no-open-draw'
  | 'not-the-open-draw'
  | 'no-cards'
  | 'live-draw-running'
  | AzarCardNotInPool

export interface DrawRunOptions {
  /** Run only if this is still the open draw: a repeated request must not run next week's. */
  expectedId?: number
  random?: Random
  now?: Date
  /** Replace the Azar awards drawn (demos and tests): each card must be in the open draw's pool. */
  azarAwards?: readonly AzarAward[]
  /** The balls and Azar cards already drawn (the live draw's); without it they are drawn here. */
  extraction?: Extraction
}

export async function runCurrentDraw(
  db: Database,
  options: DrawRunOptions = {},
): Promise<DrawRun | DrawRunRefusal> {
  const run = await db.transaction((tx) => closeOpenDraw(tx, options))
  if (typeof run === 'object' && 'sorteo' in run) await runAfterCommitSteps(db, run.sorteo.id)
  return run
}

/** What leaves the system once a draw has committed (alerts); a failure is logged, not thrown. */
export async function runAfterCommitSteps(db: Database, drawId: number): Promise<void> {
  for (const step of afterCommitSteps) {
    await step(db, drawId).catch((error: unknown) =>
      logger.error('sorteo: un paso posterior al sorteo falló', { drawId, ...errorFields(error) }),
    )
  }
}

export async function closeOpenDraw(
  tx: Transaction,
  { expectedId, random = cryptoRandom, now = new Date(), azarAwards, extraction }: DrawRunOptions,
): Promise<DrawRun | DrawRunRefusal> {
  const [open] = await tx.select().from(draws).where(eq(draws.estado, 'ABIERTO')).for('update')
  if (!open) return 'no-open-draw'
  if (expectedId !== undefined && open.id !== expectedId) return 'not-the-open-draw'
  if (!extraction) {
    // A draw being called live closes itself when its last ball is called.
    const [live] = await tx
      .select({ estado: liveDraws.estado })
      .from(liveDraws)
      .where(and(eq(liveDraws.sorteoId, open.id), eq(liveDraws.estado, 'EN_CURSO')))
    if (live) return 'live-draw-running'
  }
  const pool = await loadPool(tx, open.id)
  if (pool.length === 0) return 'no-cards'
  if (azarAwards) {
    const numbers = new Set(pool.map((card) => card.numero))
    const missing = azarAwards.find((award) => !numbers.has(award.numero))
    if (missing) return { refusal: 'azar-card-not-in-pool', numero: missing.numero }
  }
  // A draw run before its sales closed closes them first, in this transaction and
  // after every refusal above (a refused run must not close them): every pack draw still without
  // its card gets one, so it plays in this very draw. The pool is every card, sold or not.
  if (open.ventasCerradasEn === null) await closeSalesOfDraw(tx, open.id, now)
  const pots = potsOf(open)
  const resultado = runDraw(random, pool, pots, azarPrizesOf(open), azarAwards, extraction)
  const [closed] = await tx
    .update(draws)
    .set({ estado: 'CERRADO', resultado: JSON.stringify(resultado), ejecutadoEn: now })
    .where(and(eq(draws.id, open.id), eq(draws.estado, 'ABIERTO')))
    .returning()
  if (!closed) return 'no-open-draw'
  // Next Sunday after the draw, or after today when a late draw is run: never a date gone by.
  const later = now.getTime() > open.fecha.getTime() ? now : open.fecha
  const next = await openDraw(tx, drawNumberAfter(later), nextPots(pots, resultado))
  for (const step of afterDrawSteps) await step(tx, closed.id)
  return {
    sorteo: drawView(closed),
    siguiente: drawView(next),
    ganadores: Object.fromEntries(
      resultado.map((play) => [play.nombreJugada, play.cantidadGanadores]),
    ) as Record<PlayName, number>,
    resultado,
  }
}
