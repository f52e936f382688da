import type { Database } from '../db/client'
import { errorFields, logger } from '@loteria/shared/observability'
import { sendCloseReminders } from './close-reminders'
import { dueAt, nextLookIn } from './close-schedule'
import { findOpenDraw } from './open-draw'
import { closeSales } from './sales-close'

// The close of sales and its reminders on time, in the process: a timer looks what is
// due for the open draw (close-schedule.ts) and does it, at most a minute apart and at the very
// instant something falls due (the close at 18:00:00, not up to a minute after it). Safe with several
// processes: the close is one conditional update, each reminder one row of a unique index.
// Started once per process (like live/ticker.ts), unref'd so it never keeps a process alive.
// CIERRE_AUTOMATICO=no turns it off: the test servers set it, so that no test depends on the
// weekday it runs on (on Sundays 18:00–20:00 it would close the sales every buying test needs);
// the operator's `cierre` and `recordatorios`, and the draw itself, still close and remind.

const TICK_MS = 60_000
const LATE_MS = 20

interface TimerState {
  timer?: ReturnType<typeof setTimeout>
  /** Reminders this process already sent, `draw:kind`: a minute later there is no need to look. */
  sent: Set<string>
}

const KEY = Symbol.for('loteria.salesCloseTimer')
type WithTimer = typeof globalThis & { [KEY]?: TimerState }

function state(): TimerState {
  const scope = globalThis as WithTimer
  scope[KEY] ??= { sent: new Set() }
  return scope[KEY]
}

export function closeTimerEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CIERRE_AUTOMATICO?.trim().toLowerCase() !== 'no'
}

export function ensureCloseTimer(db: Database): void {
  const current = state()
  if (current.timer || !closeTimerEnabled()) return
  const look = async () => {
    let wait = TICK_MS
    try {
      await closeTimerTick(db, new Date())
      wait = nextLookIn(new Date(), await findOpenDraw(db), TICK_MS)
    } catch (error) {
      logger.error('cierre de ventas: el temporizador falló', errorFields(error))
    }
    // A few milliseconds past the instant, so the look that follows finds it due.
    current.timer = setTimeout(() => void look(), wait + LATE_MS)
    current.timer.unref()
  }
  current.timer = setTimeout(() => void look(), 0)
  current.timer.unref()
}

/** One look at the clock: closes the sales or sends the reminder that is due at `now`. */
async function closeTimerTick(db: Database, now: Date): Promise<void> {
  const open = await findOpenDraw(db)
  if (!open) return
  const sent = state().sent
  for (const work of dueAt(now, open)) {
    if (work === 'cierre') {
      const closed = await closeSales(db, { now })
      if (closed) {
        logger.info('cierre de ventas', {
          sorteoId: closed.sorteoId,
          elegidos: closed.elegidos.length,
          esperan: closed.esperan,
        })
      }
      continue
    }
    const key = `${open.id}:${work}`
    if (sent.has(key)) continue
    await sendCloseReminders(db, work, now)
    sent.add(key)
  }
}
