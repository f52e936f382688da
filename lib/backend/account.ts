import 'server-only'
import { readAccountPage } from './account-page'
import { parseDatos } from './envelope'
import { backendRequest, REST, type BackendCredentials } from './request'
import { verificationJson, type VerificationBody } from './verification-body'
import {
  listOf,
  loginResponseSchema,
  movementSchema,
  packSubscriptionSchema,
  profileSchema,
  type RegistrationPayload,
  SELF_EXCLUSION_BLOCK,
  selfExclusionPeriodSchema,
  sessionRecordSchema,
  userStateSchema,
  verificationRecordSchema,
} from '@loteria/contract'

// Account calls of docs/product.md §7. Every call takes the player's id from the caller, which
// takes it from the site session (never from the browser).

type Credentials = BackendCredentials

const message = (envelope: { mensaje?: string | null }) => envelope.mensaje ?? ''

/** POST /servicios/login – username and password as query parameters, empty body. */
export async function login(username: string, password: string) {
  const credentials: Credentials = { cookies: {} }
  const envelope = await backendRequest('/servicios/login', {
    method: 'POST',
    query: { username, password },
    publico: true,
    credentials,
  })
  const parsed = loginResponseSchema.parse(envelope)
  return { ...parsed, mensaje: message(envelope), cookies: credentials.cookies }
}

export async function register(payload: RegistrationPayload): Promise<string> {
  return message(
    await backendRequest(`${REST}/usuarios/agregar`, {
      method: 'POST',
      body: payload,
      publico: true,
    }),
  )
}

export async function requestPasswordReset(email: string): Promise<string> {
  return message(
    await backendRequest(`${REST}/usuarios/reset`, {
      method: 'POST',
      body: { email },
      publico: true,
    }),
  )
}

export async function resetPassword(token: string, pass: string): Promise<string> {
  return message(
    await backendRequest(`${REST}/recuperar-pass`, {
      method: 'POST',
      query: { auth: token },
      body: { pass },
      publico: true,
    }),
  )
}

export async function readProfile(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/usuarios/${userId}`, { credentials }),
    profileSchema,
  )
}

export async function updateProfile(
  credentials: Credentials,
  profile: Record<string, unknown>,
): Promise<string> {
  return message(
    await backendRequest(`${REST}/usuarios`, { method: 'PUT', body: profile, credentials }),
  )
}

export async function readUserState(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/usuario-estado/usuario-validado/${userId}`, { credentials }),
    userStateSchema,
  )
}

/** The upload's images go as they are held, base64 in pieces, streamed into the JSON. */
export async function requestVerification(
  credentials: Credentials,
  body: VerificationBody,
): Promise<string> {
  return message(
    await backendRequest(`${REST}/solicitud/solicitar-verificacion`, {
      method: 'POST',
      jsonStream: verificationJson(body),
      credentials,
    }),
  )
}

export async function readVerificationHistory(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/solicitud/verificaciones/${userId}`, { credentials }),
    listOf(verificationRecordSchema),
  )
}

export async function readSessions(
  credentials: Credentials,
  userId: number,
  pagina: number,
  cantidad = 5,
) {
  return readAccountPage(credentials, 'usuarios/mis-sesiones/', sessionRecordSchema, {
    pagina,
    cantidad,
    orden: 'desc',
    player: { usuarioId: userId },
  })
}

export async function readMovements(
  credentials: Credentials,
  userId: number,
  pagina: number,
  cantidad = 10,
) {
  return readAccountPage(credentials, 'usuarios/mis-movimientos', movementSchema, {
    pagina,
    cantidad,
    orden: 'desc',
    player: { idUsuario: userId },
  })
}

export async function readSelfExclusionPeriods() {
  return parseDatos(
    await backendRequest(`${REST}/tiempo-autoexclusion/listar`, { publico: true }),
    listOf(selfExclusionPeriodSchema),
  )
}

export async function selfExclude(
  credentials: Credentials,
  userId: number,
  idTiempo: number,
  now = new Date(),
) {
  const today = now.toISOString()
  return message(
    await backendRequest(`${REST}/bloqueo/autoexclusion`, {
      method: 'POST',
      credentials,
      body: {
        idUsuario: userId,
        tiempoAutoexclusion: { idTiempo },
        descripcionBloqueo: 'Autoexclusión solicitada por el jugador desde el sitio web',
        estadoInicial: 'ACTIVO',
        estadoFinal: 'BLOQUEADO',
        tipoBloqueo: SELF_EXCLUSION_BLOCK,
        usuarioCreacion: userId,
        fechaDesde: today,
        fechaCreacion: today,
      },
    }),
  )
}

export async function readActivePacks(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/ticket/recordatorio-ver-cartones/${userId}`, { credentials }),
    listOf(packSubscriptionSchema),
  )
}

export async function readPacksAwaitingCards(credentials: Credentials, userId: number) {
  return parseDatos(
    await backendRequest(`${REST}/ticket/recordatorio-elegir-cartones/${userId}`, { credentials }),
    listOf(packSubscriptionSchema),
  )
}

export type { VerificationDocument } from './verification-body'
