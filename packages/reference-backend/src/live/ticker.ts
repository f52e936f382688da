import { randomUUID } from 'node:crypto'
import { and, eq, lt, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/client'
import type { Transaction } from '../db/executor'
import { liveDraws } from '../db/schema'
import { drawAzar } from '../draws/draw'
import { cryptoRandom, type Random } from '../draws/random'
import { closeOpenDraw, runAfterCommitSteps } from '../draws/run-current'
import { azarPrizesOf, loadPool } from '../draws/store'
import { nextBall, nextPlay } from './calls'
import {
  calledBalls,
  drawRow,
  eventsOf,
  insertLiveEvent,
  publishLiveEvent,
  type LiveDrawRow,
  type LiveEventRow,
} from './events'
import { errorFields, logger } from '@loteria/shared/observability'
import { databaseWentAway, isDatabaseUnavailable } from '../db/availability'

// The ticker calls a live draw's balls. Exactly one process calls at a time: it holds a lease on
// the draw's row (owner + lease_until), renewed in the same transaction as every call, so a
// process that lost its lease can never store a ball. Another process (or this one restarted)
// takes the draw over once the lease has lapsed and continues from the stored calls: a ball once
// called is never drawn again (the unique indexes of live_events guard it too).

/** How long a lease outlives the interval: a stalled owner is replaced after this much silence. */
const LEASE_MARGIN_MS = 5000
/** How often a process without the lease looks whether it lapsed. */
const STANDBY_MS = 1000
const RETRY_MS = 1000
const CLOSE_PAUSE_MS = 500

const forcedAwardsSchema = z.array(
  z.object({ numero: z.string(), premio: z.union([z.number(), z.string()]) }),
)

type Step = { wait: number } | 'idle'

interface TickerState {
  owner: string
  running: boolean
  /** Take the lease at the next tick whatever its holder (a PGlite folder has one process). */
  takeOver: boolean
  /** Siempre Sale's numbers of each card, per draw: read once per draw, not per call. */
  pools: Map<number, number[][]>
}

const KEY = Symbol.for('loteria.liveTicker')
type WithTicker = typeof globalThis & { [KEY]?: TickerState }

function state(): TickerState {
  const scope = globalThis as WithTicker
  scope[KEY] ??= { owner: randomUUID(), running: false, takeOver: false, pools: new Map() }
  return scope[KEY]
}

export const processOwner = () => state().owner

/** Starts this process's ticker loop unless it runs already; it stops when no draw is live. */
export function ensureTicker(db: Database, options: { takeOver?: boolean; random?: Random } = {}) {
  const ticker = state()
  if (options.takeOver) ticker.takeOver = true
  if (ticker.running) return
  ticker.running = true
  void loop(db, ticker, options.random ?? cryptoRandom)
}

async function loop(db: Database, ticker: TickerState, random: Random) {
  try {
    for (;;) {
      let step: Step
      try {
        step = await tick(db, ticker, random, new Date())
      } catch (error) {
        reportTickFailure(error)
        step = { wait: RETRY_MS }
      }
      if (step === 'idle') return
      await new Promise((resolve) => setTimeout(resolve, step.wait))
    }
  } finally {
    ticker.running = false
  }
}

/** One step: renew (or take) the lease, then call the next ball or close the draw when due. */
async function tick(db: Database, ticker: TickerState, random: Random, now: Date): Promise<Step> {
  const published: LiveEventRow[] = []
  let closedDraw: number | undefined
  const step = await db.transaction(async (tx): Promise<Step> => {
    const live = await takeLease(tx, ticker, now)
    if (live === 'idle') return 'idle'
    if (live === 'held-elsewhere') return { wait: STANDBY_MS }
    const rows = await eventsOf(tx, live.sorteoId)
    const last = rows.at(-1)
    const called = calledBalls(rows)
    const pool = await siempreSalePlays(tx, ticker, live.sorteoId)
    const play = nextPlay(called, pool)
    const pause = play ? live.intervaloMs : Math.min(live.intervaloMs, CLOSE_PAUSE_MS)
    const due = (last?.creadoEn.getTime() ?? 0) + pause
    if (due > now.getTime()) return { wait: due - now.getTime() }
    if (play) {
      const balls = called[play]
      published.push(
        await insertLiveEvent(tx, {
          sorteoId: live.sorteoId,
          tipo: 'bolilla',
          jugada: play,
          orden: balls.length + 1,
          bolilla: nextBall(random, balls),
          creadoEn: now,
        }),
      )
      // The last ball closes the draw soon, not an interval later; the short pause lets every
      // viewer get that ball before the close (seconds of work in this process) runs.
      const after = { ...called, [play]: [...balls, published[0]!.bolilla!] }
      return nextPlay(after, pool)
        ? { wait: live.intervaloMs }
        : { wait: Math.min(live.intervaloMs, CLOSE_PAUSE_MS) }
    }
    const { fin, closed } = await closeLive(tx, live, called, random, now)
    published.push(fin)
    if (closed) closedDraw = live.sorteoId
    ticker.pools.delete(live.sorteoId)
    return 'idle'
  })
  for (const row of published) await publishLiveEvent(row)
  // The alerts of a live draw leave, like an operator's run's, only once its close has committed.
  if (closedDraw !== undefined) await runAfterCommitSteps(db, closedDraw)
  return step
}

async function takeLease(
  tx: Transaction,
  ticker: TickerState,
  now: Date,
): Promise<LiveDrawRow | 'idle' | 'held-elsewhere'> {
  const [running] = await tx
    .select()
    .from(liveDraws)
    .where(eq(liveDraws.estado, 'EN_CURSO'))
    .for('update')
  if (!running) return 'idle'
  const mayTake =
    running.owner === ticker.owner ||
    running.leaseUntil.getTime() < now.getTime() ||
    ticker.takeOver
  if (!mayTake) return 'held-elsewhere'
  if (running.owner !== ticker.owner) {
    logger.info('en-vivo: este proceso retoma el sorteo en vivo', { sorteoId: running.sorteoId })
  }
  ticker.takeOver = false
  const [renewed] = await tx
    .update(liveDraws)
    .set({
      owner: ticker.owner,
      leaseUntil: new Date(now.getTime() + running.intervaloMs + LEASE_MARGIN_MS),
    })
    .where(
      and(
        eq(liveDraws.sorteoId, running.sorteoId),
        eq(liveDraws.estado, 'EN_CURSO'),
        or(eq(liveDraws.owner, running.owner), lt(liveDraws.leaseUntil, now)),
      ),
    )
    .returning()
  return renewed ?? 'held-elsewhere'
}

async function siempreSalePlays(tx: Transaction, ticker: TickerState, sorteoId: number) {
  let plays = ticker.pools.get(sorteoId)
  if (!plays) {
    plays = (await loadPool(tx, sorteoId)).map((card) => card.plays['Siempre Sale'])
    ticker.pools.set(sorteoId, plays)
  }
  return plays
}

/** Every play complete: Azar's cards are drawn, and the draw closes as the operator's run does. */
async function closeLive(
  tx: Transaction,
  live: LiveDrawRow,
  balls: ReturnType<typeof calledBalls>,
  random: Random,
  now: Date,
): Promise<{ fin: LiveEventRow; closed: boolean }> {
  const draw = await drawRow(tx, live.sorteoId)
  if (!draw) throw new Error(`live draw ${live.sorteoId} not found`)
  const pool = await loadPool(tx, live.sorteoId)
  const azar = drawAzar(random, pool, azarPrizesOf(draw))
  const run = await closeOpenDraw(tx, {
    expectedId: live.sorteoId,
    random,
    now,
    extraction: { balls, azar },
    azarAwards: live.premiosAzar
      ? forcedAwardsSchema.parse(JSON.parse(live.premiosAzar))
      : undefined,
  })
  const closed = !(typeof run === 'string' || 'refusal' in run)
  if (!closed) {
    // The draw is no longer open (closed some other way): the live row ends without a result.
    logger.error('en-vivo: el sorteo no se pudo cerrar', { sorteoId: live.sorteoId, run })
  }
  await tx
    .update(liveDraws)
    .set({ estado: 'FINALIZADO', finalizadoEn: now, leaseUntil: now })
    .where(eq(liveDraws.sorteoId, live.sorteoId))
  const fin = await insertLiveEvent(tx, { sorteoId: live.sorteoId, tipo: 'fin', creadoEn: now })
  return { fin, closed }
}

/** Resumes a draw left running by a stopped server (called at start). */
export function resumeLiveDraws(db: Database, takeOver: boolean): void {
  void db
    .select({ n: sql<number>`count(*)` })
    .from(liveDraws)
    .where(eq(liveDraws.estado, 'EN_CURSO'))
    .then(([row]) => {
      if (Number(row?.n ?? 0) > 0) ensureTicker(db, { takeOver })
    })
    .catch((error: unknown) => reportTickFailure(error))
}

/** The database away is the outage's one line (db/availability); anything else is a bug. */
function reportTickFailure(error: unknown) {
  if (isDatabaseUnavailable(error)) databaseWentAway(error)
  else logger.error('en-vivo: el paso del sorteo falló', errorFields(error, { stack: true }))
}
