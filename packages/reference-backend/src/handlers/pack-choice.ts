import type { z } from 'zod'
import {
  closeNoticesSchema,
  firstMessage,
  packAlertPreferencesSchema,
  packChoiceRequestSchema,
} from '@loteria/contract'
import {
  closePackNotices,
  openPackNotices,
  packAlertPreferences,
  savePackAlertPreferences,
} from '../alerts/pack-notices'
import { account, refuseForeignUser, type AccountContext } from '../auth/require-session'
import { bodyError, readJson } from '../body'
import { myPacks, savePackChoice } from '../buying/my-packs'
import { idParam, notFound, ok, refuse, status } from '../http'
import type { Routes } from '../router'
import { take } from '../throttle'

// Packs that play themselves (docs/contract.md, issue 39): the player's packs with their choice
// ("Elegir por mí al cierre", "Mi número de la suerte"), the pack notices and their switches.
// The session's player only; writes throttled per account (LIMIT_PACKS_ACCOUNT).

/** Session, the path's player and the throttle, before the body is read. */
function write(handler: (context: AccountContext) => Promise<Response>) {
  return account(async (context) => {
    const foreign = refuseForeignUser(context.session, context.params.userId)
    if (foreign) return foreign
    const throttled = await take('LIMIT_PACKS_ACCOUNT', String(context.session.userId))
    if (throttled) return throttled
    return handler(context)
  })
}

function read(handler: (context: AccountContext) => Promise<Response>) {
  return account(async (context) => {
    const foreign = refuseForeignUser(context.session, context.params.userId)
    return foreign ?? handler(context)
  })
}

async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  const body = await readJson(request, 16 * 1024)
  if (!body.ok) return { ok: false, response: bodyError(body.reason) }
  const result = schema.safeParse(body.value)
  if (!result.success) return { ok: false, response: status(400, firstMessage(result.error)) }
  return { ok: true, data: result.data }
}

const CHOICE_SAVED = 'Guardamos tu elección para este pack.'
const PREFERENCES_SAVED = 'Guardamos tus avisos de packs.'

export const packChoiceRoutes: Routes = {
  'GET rest/packs/mis-packs/:userId': read(async ({ db, session }) =>
    ok(await myPacks(db, session.userId)),
  ),

  'PUT rest/packs/eleccion/:userId/:suscripcionId': write(
    async ({ db, params, request, session }) => {
      const suscripcionId = idParam(params.suscripcionId)
      if (suscripcionId === undefined) return notFound()
      const body = await readBody(request, packChoiceRequestSchema)
      if (!body.ok) return body.response
      // Another player's pack answers as one that does not exist: ids are not confirmed.
      const saved = await savePackChoice(db, session.userId, suscripcionId, body.data)
      if (saved && 'refusal' in saved) return refuse(saved.refusal)
      return saved ? ok(saved, { mensaje: CHOICE_SAVED }) : notFound()
    },
  ),

  'GET rest/packs/avisos/:userId': read(async ({ db, session }) =>
    ok(await packAlertPreferences(db, session.userId)),
  ),

  'PUT rest/packs/avisos/:userId': write(async ({ db, request, session }) => {
    const body = await readBody(request, packAlertPreferencesSchema)
    if (!body.ok) return body.response
    await savePackAlertPreferences(db, session.userId, body.data)
    return ok(body.data, { mensaje: PREFERENCES_SAVED })
  }),

  'GET rest/avisos/packs/:userId': read(async ({ db, session }) =>
    ok(await openPackNotices(db, session.userId)),
  ),

  'POST rest/avisos/packs/:userId/cerrar': write(async ({ db, request, session }) => {
    const body = await readBody(request, closeNoticesSchema)
    if (!body.ok) return body.response
    return ok({ cerrados: await closePackNotices(db, session.userId, body.data.ids) })
  }),
}
