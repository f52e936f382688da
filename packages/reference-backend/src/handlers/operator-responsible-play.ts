import { z } from 'zod'
import { findUserByEmail } from '../accounts/users'
import { readBody } from '../body'
import { notFound, ok, refuse } from '../http'
import type { Routes } from '../router'
import { auditOf } from '../responsible-play/audit'
import { pausesOf } from '../responsible-play/pause'
import { responsiblePlayState } from '../responsible-play/state'
import { playerNow, setPlayerClock, testClockEnabled } from '../responsible-play/test-clock'

// Operator: one player's limits, pauses and the audit of their changes (`npm run operator --
// juego-responsable --usuario email`), and, on a test server only, the test clock.

const CLOCK_FIELDS = 'Indicá el correo del jugador y la hora a la que adelantar su reloj.'

/** `{ usuario, hasta }`: a player's e-mail and an instant (any form `Date` reads). */
const clockSchema = z.object({
  usuario: z.string(),
  hasta: z
    .string()
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime())),
})

export const operatorResponsiblePlayRoutes: Routes = {
  'GET operador/juego-responsable': async ({ db, url }) => {
    const user = await findUserByEmail(db, url.searchParams.get('usuario') ?? '')
    if (!user) return refuse('No hay un jugador con ese correo.')
    const now = playerNow(user.id)
    const [state, pausas, auditoria] = await Promise.all([
      responsiblePlayState(db, user.id, '', now),
      pausesOf(db, user.id),
      auditOf(db, user.id),
    ])
    return ok({
      email: user.email,
      ahora: now,
      limites: state.limites,
      pausaHasta: state.pausaHasta,
      controlRealidad: state.controlRealidad,
      pausas,
      auditoria: auditoria.map(({ accion, detalle, sesionId, ip, creadoEn }) => ({
        accion,
        detalle,
        // The session's id is a token's hash: its start is enough to tell sessions apart.
        sesion: sesionId.slice(0, 12),
        ip,
        creadoEn,
      })),
    })
  },

  /** Moves a player's responsible-play clock forward: `{ usuario, hasta }` (ISO instant). */
  'POST operador/reloj': async ({ db, request }) => {
    if (!testClockEnabled()) return notFound()
    const body = await readBody(request, clockSchema, { message: () => CLOCK_FIELDS })
    if (!body.ok) return body.response
    const { usuario, hasta: target } = body.data
    const user = await findUserByEmail(db, usuario)
    if (!user) return refuse('No hay un jugador con ese correo.')
    setPlayerClock(user.id, target)
    return ok({ ahora: playerNow(user.id) })
  },
}
