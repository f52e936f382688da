import type { z } from 'zod'
import { account, refuseForeignUser, type AccountContext } from '../auth/require-session'
import { readBody } from '../body'
import { message, ok, refuse } from '../http'
import type { Handler, Routes } from '../router'
import { take } from '../throttle'
import type { AuditSource } from '../responsible-play/audit'
import { cancelPendingLimit, changeLimit } from '../responsible-play/limits'
import { inputMessage } from '../responsible-play/messages'
import { startPause } from '../responsible-play/pause'
import { inPlayerTurn, type PlayerTurn } from '../responsible-play/player-turn'
import { responsiblePlayState, setRealityCheck } from '../responsible-play/state'
import { statementOf } from '../responsible-play/statement'
import { asuncionYear } from '../responsible-play/periods'
import { playerNow } from '../responsible-play/test-clock'
import {
  limitChangeSchema,
  limitPeriodSchema,
  pauseSchema,
  realityCheckSchema,
  responsiblePlaySchema,
  statementSchema,
  statementYearSchema,
} from '@loteria/contract'

// Juego responsable (docs/history.md; docs/contract.md, "Juego responsable"): the
// player's limits, pause, reality check and statement, under rest/juego-responsable/{userId}. The
// id in the path must be the session's player; every change answers the state as it stands after
// it.

type Outcome = { message: string } | { refusal: string }

const sourceOf = ({ session, clientAddress }: AccountContext): AuditSource => ({
  userId: session.userId,
  sesionId: session.id,
  ip: clientAddress,
})

async function stateBody(context: AccountContext, now: Date) {
  return responsiblePlayState(context.db, context.session.userId, context.session.id, now)
}

/** A read of the session's own player. */
function read(handler: (context: AccountContext, now: Date) => Promise<Response>): Handler {
  return account(async (context) => {
    const foreign = refuseForeignUser(context.session, context.params.userId)
    if (foreign) return foreign
    return handler(context, playerNow(context.session.userId))
  })
}

/** A change: throttled per player, its body parsed with the site's own schema, then applied. */
function change<S extends z.ZodType>(
  schema: S | undefined,
  apply: (
    tx: PlayerTurn,
    source: AuditSource,
    input: z.infer<S>,
    context: AccountContext,
    now: Date,
  ) => Promise<Outcome>,
): Handler {
  return read(async (context, now) => {
    const throttled = await take('LIMIT_LIMITS_ACCOUNT', String(context.session.userId))
    if (throttled) return throttled
    let input: unknown = undefined
    if (schema) {
      const body = await readBody(context.request, schema, {
        message: (error) => inputMessage(error.issues[0]?.message ?? ''),
      })
      if (!body.ok) return body.response
      input = body.data
    }
    const outcome = await inPlayerTurn(context.db, context.session.userId, (tx) =>
      apply(tx, sourceOf(context), input as z.infer<S>, context, now),
    )
    if ('refusal' in outcome) return refuse(outcome.refusal)
    return message(outcome.message, { datos: await stateBody(context, now) })
  })
}

export const responsiblePlayRoutes: Routes = {
  'GET rest/juego-responsable/:userId': read(async (context, now) =>
    ok(responsiblePlaySchema, await stateBody(context, now)),
  ),

  'PUT rest/juego-responsable/:userId/limites': change(
    limitChangeSchema,
    (tx, source, input, _, now) => changeLimit(tx, source, input, now),
  ),

  'DELETE rest/juego-responsable/:userId/limites/:periodo': change(
    undefined,
    (tx, source, _, { params }, now) => {
      const periodo = limitPeriodSchema.safeParse(params.periodo)
      if (!periodo.success) return Promise.resolve({ refusal: inputMessage('periodUnknown') })
      return cancelPendingLimit(tx, source, periodo.data, now)
    },
  ),

  'POST rest/juego-responsable/:userId/pausa': change(pauseSchema, (tx, source, input, _, now) =>
    startPause(tx, source, input.dias, now),
  ),

  'PUT rest/juego-responsable/:userId/control-realidad': change(
    realityCheckSchema,
    async (tx, source, input, _, now) => ({
      message: await setRealityCheck(tx, source, input.minutos, now),
    }),
  ),

  'GET rest/juego-responsable/:userId/extracto': read(async ({ db, session, url }, now) => {
    const raw = url.searchParams.get('anio')
    const year = statementYearSchema.safeParse(raw ?? asuncionYear(now))
    if (!year.success) return refuse(inputMessage('yearInvalid'))
    return ok(statementSchema, await statementOf(db, session.userId, year.data))
  }),
}
