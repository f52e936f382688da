import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { draws } from '../db/schema'
import { identificador } from '../draws/calendar'
import { findOpenDraw } from '../buying/open-draw'
import { calledBalls, eventsOf, lastEventId, latestLiveDraw, playsView } from './events'

// GET rest/sorteos/en-vivo: ESPERANDO (the next draw and the latest result), EN_CURSO (the balls
// called so far per play) or FINALIZADO (the balls and the result), with the id of the last
// event it includes, so a viewer resumes the stream right after it.

/** A finished live draw is shown as such through draw night. */
const FINISHED_SHOWN_MS = 3 * 60 * 60 * 1000

const drawRef = (row: { id: number; fecha: Date }) => ({
  id: row.id,
  identificador: identificador(row.id),
  fecha: row.fecha.toISOString(),
})

export async function liveState(db: Executor, now = new Date()) {
  const ultimoEvento = await lastEventId(db)
  const open = await findOpenDraw(db)
  const proximo = open ? drawRef(open) : null
  const live = await latestLiveDraw(db)
  const showing =
    live &&
    (live.estado === 'EN_CURSO' ||
      (live.finalizadoEn && now.getTime() - live.finalizadoEn.getTime() < FINISHED_SHOWN_MS))
  if (live && showing) {
    const rows = await eventsOf(db, live.sorteoId)
    const [draw] = await db.select().from(draws).where(eq(draws.id, live.sorteoId))
    const finished = live.estado === 'FINALIZADO'
    return {
      estado: finished ? ('FINALIZADO' as const) : ('EN_CURSO' as const),
      ultimoEvento: rows.at(-1)?.id ?? ultimoEvento,
      sorteo: drawRef(draw ?? { id: live.sorteoId, fecha: live.iniciadoEn }),
      intervaloMs: live.intervaloMs,
      jugadas: playsView(calledBalls(rows)),
      resultado: finished ? (draw?.resultado ?? null) : null,
      proximo: finished ? proximo : null,
    }
  }
  const [last] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.estado, 'CERRADO'), isNotNull(draws.resultado)))
    .orderBy(desc(draws.fecha))
    .limit(1)
  return {
    estado: 'ESPERANDO' as const,
    ultimoEvento,
    proximo,
    ultimoResultado: last ? { ...drawRef(last), resultado: last.resultado } : null,
  }
}
