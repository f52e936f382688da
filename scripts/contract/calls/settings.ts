import {
  closedNoticesSchema,
  listOf,
  myPackSchema,
  packAlertPreferencesSchema,
  profileSchema,
  responsiblePlaySchema,
} from '@loteria/contract'
import { UNKNOWN_ID, type Context } from '../context'
import { datos, envelope, refusal, refusedWith, rule } from '../rules'

// The player's settings, with --writes: each is saved with the value it already has (so nothing
// changes), or sent invalid and refused; notices are closed by ids that are not the player's.

const FAR_AWAY_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/contrato-sin-suscripcion'

export async function checkSettings(context: Context) {
  const { suite, player } = context
  if (!player) return
  const u = player.userId
  const { client } = player
  await suite.check('PUT rest/usuarios', async () => {
    const before = await client.call('GET', `rest/usuarios/${u}`)
    const saved = envelope(
      await client.call('PUT', 'rest/usuarios', { body: envelope(before).datos }),
    )
    rule(saved.mensaje === 'Datos actualizados correctamente', `mensaje "${saved.mensaje ?? ''}"`)
    const after = datos(
      await client.call('GET', `rest/usuarios/${u}`),
      profileSchema,
      'profileSchema',
    )
    const was = datos(before, profileSchema, 'profileSchema')
    rule(JSON.stringify(after) === JSON.stringify(was), 'guardar el perfil tal cual lo cambió')
    return 'el perfil guardado tal cual: sin cambios'
  })
  for (const [call, path] of [
    ['POST rest/avisos/premios/{userId}/cerrar', `rest/avisos/premios/${u}/cerrar`],
    ['POST rest/avisos/packs/{userId}/cerrar', `rest/avisos/packs/${u}/cerrar`],
  ] as const) {
    await suite.check(call, async () => {
      const answer = await client.call('POST', path, { body: { ids: [UNKNOWN_ID] } })
      const { cerrados } = datos(answer, closedNoticesSchema, 'closedNoticesSchema')
      rule(cerrados === 0, `un id ajeno cerró ${cerrados} avisos`)
      return 'closedNoticesSchema: un id ajeno no cierra nada'
    })
  }
  await suite.check('PUT rest/push/suscripciones/{userId}', async () => {
    refusal(
      await client.call('PUT', `rest/push/suscripciones/${u}`, {
        body: { endpoint: 'no-es-una-url' },
      }),
      /\S/,
    )
    return 'una suscripción inválida, rechazo'
  })
  await suite.check('POST rest/push/suscripciones/{userId}/baja', async () => {
    envelope(
      await client.call('POST', `rest/push/suscripciones/${u}/baja`, {
        body: { endpoint: FAR_AWAY_ENDPOINT },
      }),
    )
    return 'un navegador que no estaba: sin cambios'
  })
  await suite.check('PUT rest/packs/avisos/{userId}', async () => {
    const now = datos(
      await client.call('GET', `rest/packs/avisos/${u}`),
      packAlertPreferencesSchema,
      'packAlertPreferencesSchema',
    )
    const saved = datos(
      await client.call('PUT', `rest/packs/avisos/${u}`, { body: now }),
      packAlertPreferencesSchema,
      'packAlertPreferencesSchema',
    )
    rule(JSON.stringify(saved) === JSON.stringify(now), 'guardar los avisos tal cual los cambió')
    refusal(await client.call('PUT', `rest/packs/avisos/${u}`, { body: { aviso: 'si' } }), /\S/)
    return 'packAlertPreferencesSchema, guardado tal cual; inválido, rechazo'
  })
  await suite.check('PUT rest/packs/eleccion/{userId}/{suscripcionId}', async () => {
    const body = { eleccionAutomatica: true, numeroFavorito: null }
    refusedWith(await client.call('PUT', `rest/packs/eleccion/${u}/${UNKNOWN_ID}`, { body }), 404)
    const packs = datos(
      await client.call('GET', `rest/packs/mis-packs/${u}`),
      listOf(myPackSchema),
      'myPackSchema',
    )
    const pack = packs[0]
    if (!pack) return 'un pack ajeno, 404 (la cuenta de prueba no tiene packs)'
    const same = {
      eleccionAutomatica: pack.eleccionAutomatica,
      numeroFavorito: pack.numeroFavorito,
    }
    const saved = datos(
      await client.call('PUT', `rest/packs/eleccion/${u}/${pack.id}`, { body: same }),
      myPackSchema,
      'myPackSchema',
    )
    rule(
      saved.id === pack.id && saved.eleccionAutomatica === pack.eleccionAutomatica,
      'no respondió el pack guardado',
    )
    return 'myPackSchema, guardado tal cual; un pack ajeno, 404'
  })
  const base = `rest/juego-responsable/${u}`
  await suite.check('PUT rest/juego-responsable/{userId}/control-realidad', async () => {
    const state = datos(
      await client.call('GET', base),
      responsiblePlaySchema,
      'responsiblePlaySchema',
    )
    const { minutos } = state.controlRealidad
    datos(
      await client.call('PUT', `${base}/control-realidad`, { body: { minutos } }),
      responsiblePlaySchema,
      'responsiblePlaySchema',
    )
    refusal(await client.call('PUT', `${base}/control-realidad`, { body: { minutos: 7 } }), /\S/)
    return 'responsiblePlaySchema, guardado tal cual; 7 minutos, rechazo'
  })
  await suite.check('PUT rest/juego-responsable/{userId}/limites', async () => {
    refusal(
      await client.call('PUT', `${base}/limites`, { body: { periodo: 'siglo', monto: 1 } }),
      /\S/,
    )
    return 'un periodo desconocido, rechazo'
  })
  await suite.check('DELETE rest/juego-responsable/{userId}/limites/{periodo}', async () => {
    refusal(await client.call('DELETE', `${base}/limites/siglo`), /\S/)
    return 'un periodo desconocido, rechazo'
  })
  await suite.check('POST rest/juego-responsable/{userId}/pausa', async () => {
    refusal(await client.call('POST', `${base}/pausa`, { body: { dias: 2 } }), /\S/)
    return '2 días, rechazo (nunca se pausa)'
  })
}
