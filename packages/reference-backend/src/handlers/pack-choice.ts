import {
  closedNoticesSchema,
  closeNoticesSchema,
  listOf,
  myPackSchema,
  packAlertPreferencesSchema,
  packChoiceRequestSchema,
  packNoticeListSchema,
} from '@loteria/contract'
import { closeNotices, openPackNotices } from '../alerts/notices'
import { packAlertPreferences, savePackAlertPreferences } from '../alerts/pack-notices'
import { account, refuseForeignUser, type AccountContext } from '../auth/require-session'
import { readBody } from '../body'
import { myPacks, savePackChoice } from '../buying/my-packs'
import { idParam, notFound, ok, refuse } from '../http'
import type { Routes } from '../router'
import { take } from '../throttle'

// Packs that play themselves (docs/contract.md): the player's packs with their choice
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

/** A pack's settings are a few bytes: a larger body is refused unread. */
const SMALL_BODY = { limit: 16 * 1024 }

const CHOICE_SAVED = 'Guardamos tu elección para este pack.'
const PREFERENCES_SAVED = 'Guardamos tus avisos de packs.'

const myPackListSchema = listOf(myPackSchema)

export const packChoiceRoutes: Routes = {
  'GET rest/packs/mis-packs/:userId': read(async ({ db, session }) =>
    ok(myPackListSchema, await myPacks(db, session.userId)),
  ),

  'PUT rest/packs/eleccion/:userId/:suscripcionId': write(
    async ({ db, params, request, session }) => {
      const suscripcionId = idParam(params.suscripcionId)
      if (suscripcionId === undefined) return notFound()
      const body = await readBody(request, packChoiceRequestSchema, SMALL_BODY)
      if (!body.ok) return body.response
      // Another player's pack answers as one that does not exist: ids are not confirmed.
      const saved = await savePackChoice(db, session.userId, suscripcionId, body.data)
      if (saved && 'refusal' in saved) return refuse(saved.refusal)
      return saved ? ok(myPackSchema, saved, { mensaje: CHOICE_SAVED }) : notFound()
    },
  ),

  'GET rest/packs/avisos/:userId': read(async ({ db, session }) =>
    ok(packAlertPreferencesSchema, await packAlertPreferences(db, session.userId)),
  ),

  'PUT rest/packs/avisos/:userId': write(async ({ db, request, session }) => {
    const body = await readBody(request, packAlertPreferencesSchema, SMALL_BODY)
    if (!body.ok) return body.response
    await savePackAlertPreferences(db, session.userId, body.data)
    return ok(packAlertPreferencesSchema, body.data, { mensaje: PREFERENCES_SAVED })
  }),

  'GET rest/avisos/packs/:userId': read(async ({ db, session }) =>
    ok(packNoticeListSchema, await openPackNotices(db, session.userId)),
  ),

  'POST rest/avisos/packs/:userId/cerrar': write(async ({ db, request, session }) => {
    const body = await readBody(request, closeNoticesSchema, SMALL_BODY)
    if (!body.ok) return body.response
    return ok(closedNoticesSchema, {
      cerrados: await closeNotices(db, 'packs', session.userId, body.data.ids),
    })
  }),
}
