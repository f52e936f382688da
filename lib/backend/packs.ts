import 'server-only'
import { parseDatos } from './envelope'
import { orNone } from './optional'
import { backendRequest, REST, type BackendCredentials } from './request'
import {
  listOf,
  myPackSchema,
  packAlertPreferencesSchema,
  packNoticeListSchema,
  type PackAlertPreferences,
  type PackChoiceRequest,
} from '@loteria/contract'

// Packs that play themselves (docs/contract.md, "Packs that play themselves"). The
// player's id comes from the caller, which takes it from the site session. A backend without these
// calls answers 404: the reads then say "nothing" (null or []), so the site shows what it showed
// before, with no choice, no notice and no "Renovar pack".

type Credentials = BackendCredentials

/** GET packs/mis-packs/{userId} – every pack of the player, ended ones too; null without the call. */
export async function readMyPacks(credentials: Credentials, userId: number) {
  return orNone(
    backendRequest(`${REST}/packs/mis-packs/${userId}`, { credentials }).then((envelope) =>
      parseDatos(envelope, listOf(myPackSchema)),
    ),
    null,
  )
}

/** PUT packs/eleccion/{userId}/{suscripcionId} – the choice of one pack; answers the pack. */
export async function savePackChoice(
  credentials: Credentials,
  userId: number,
  suscripcionId: number,
  choice: PackChoiceRequest,
) {
  return parseDatos(
    await backendRequest(`${REST}/packs/eleccion/${userId}/${suscripcionId}`, {
      method: 'PUT',
      credentials,
      body: choice,
    }),
    myPackSchema,
  )
}

/** GET avisos/packs/{userId} – the pack notices not yet closed; none without the call. */
export async function readPackNotices(credentials: Credentials, userId: number) {
  return orNone(
    backendRequest(`${REST}/avisos/packs/${userId}`, { credentials }).then((envelope) =>
      parseDatos(envelope, packNoticeListSchema),
    ),
    [],
  )
}

/** POST avisos/packs/{userId}/cerrar – closes the given notices, or all of them. */
export async function closePackNotices(
  credentials: Credentials,
  userId: number,
  ids?: readonly number[],
) {
  await backendRequest(`${REST}/avisos/packs/${userId}/cerrar`, {
    method: 'POST',
    credentials,
    body: ids ? { ids } : {},
  })
}

/** GET packs/avisos/{userId} – whether pack notices come in the site and by e-mail; null without. */
export async function readPackAlertPreferences(credentials: Credentials, userId: number) {
  return orNone(
    backendRequest(`${REST}/packs/avisos/${userId}`, { credentials }).then((envelope) =>
      parseDatos(envelope, packAlertPreferencesSchema),
    ),
    null,
  )
}

/** PUT packs/avisos/{userId} – both switches at once; answers them as saved. */
export async function savePackAlertPreferences(
  credentials: Credentials,
  userId: number,
  preferences: PackAlertPreferences,
) {
  return parseDatos(
    await backendRequest(`${REST}/packs/avisos/${userId}`, {
      method: 'PUT',
      credentials,
      body: preferences,
    }),
    packAlertPreferencesSchema,
  )
}
