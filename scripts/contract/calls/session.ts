import { loginResponseSchema, XSRF_COOKIE } from '@loteria/contract'
import { Client } from '../client'
import { otherUserId, type Context } from '../context'
import { envelope, fail, parsed, refusal, refusedWith, rule } from '../rules'

// The session rules (docs/reference-backend.md "Accounts"): POST login with the credentials as
// query parameters answers the player and sets the session and XSRF-TOKEN cookies; another
// player's id is a 403; a non-GET call without X-XSRF-TOKEN is a 403; logging out ends it.

const WRONG_CREDENTIALS = 'Correo o contraseña incorrectos.'

export async function logIn(context: Context) {
  const { suite, options } = context
  await suite.check('POST login', async () => {
    const { usuario = '', clave = '' } = options
    const stranger = new Client(options.origin)
    refusal(
      await stranger.call('POST', 'login', {
        query: { username: usuario, password: `${clave}-no` },
      }),
      WRONG_CREDENTIALS,
    )
    const client = new Client(options.origin)
    const answer = await client.call('POST', 'login', {
      query: { username: usuario, password: clave },
    })
    const body = envelope(answer)
    const login = parsed(loginResponseSchema, answer.json, 'loginResponseSchema', 'respuesta')
    rule(
      body.error === false,
      `el inicio de sesión de ${usuario} fue rechazado: ${body.mensaje ?? ''}`,
    )
    rule(client.cookies.has(XSRF_COOKIE), `sin la cookie ${XSRF_COOKIE}`)
    rule(client.cookies.size >= 2, 'sin la cookie de sesión del backend')
    context.player = { client, userId: login.usuario.id }
    return `loginResponseSchema, cookies ${[...client.cookies.keys()].join(' y ')}; clave errónea, rechazo`
  })
}

/** 403 for another player's id; 403 for a write without X-XSRF-TOKEN. */
export async function checkSessionRules(context: Context) {
  const { suite, player } = context
  if (!player) return
  await suite.check('regla: el id de otro jugador (403)', async () => {
    refusedWith(await player.client.call('GET', `rest/usuarios/${otherUserId(player)}`), 403)
    refusedWith(await player.client.call('GET', `rest/reservas/${otherUserId(player)}`), 403)
    return 'GET rest/usuarios/{otro} y rest/reservas/{otro}: 403'
  })
  await suite.check('regla: XSRF en toda llamada que no es GET (403)', async () => {
    const answer = await player.client.call('POST', `rest/avisos/premios/${player.userId}/cerrar`, {
      body: { ids: [] },
      withoutXsrf: true,
    })
    refusedWith(answer, 403)
    return 'POST sin X-XSRF-TOKEN: 403'
  })
}

export async function logOut(context: Context) {
  const { suite, player } = context
  if (!player) return
  await suite.check('GET rest/sesion/cerrar', async () => {
    const body = envelope(await player.client.call('GET', 'rest/sesion/cerrar'))
    rule(Boolean(body.mensaje), 'sin mensaje')
    const after = await player.client.call('GET', `rest/usuarios/${player.userId}`)
    if (after.status !== 401)
      fail(`después de cerrar la sesión, GET rest/usuarios/{id}: HTTP ${after.status}, no 401`)
    return 'cerrada; después, 401'
  })
}
