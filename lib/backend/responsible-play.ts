import 'server-only'
import {
  type LimitChange,
  type LimitPeriod,
  responsiblePlaySchema,
  statementSchema,
} from '@loteria/contract'
import { parseDatos } from './envelope'
import { backendRequest, REST, type BackendCredentials } from './request'

// Juego responsable (docs/contract.md, "Juego responsable"): limits, pause, reality check and the
// yearly statement of the session's player. Dates arrive as ISO instants and stay strings here;
// the pages format them with @loteria/contract/format.

const base = (userId: number) => `${REST}/juego-responsable/${userId}`

export async function readResponsiblePlay(credentials: BackendCredentials, userId: number) {
  return parseDatos(await backendRequest(base(userId), { credentials }), responsiblePlaySchema)
}

async function change(
  credentials: BackendCredentials,
  path: string,
  method: 'PUT' | 'POST' | 'DELETE',
  body?: unknown,
) {
  const envelope = await backendRequest(path, { method, credentials, body })
  return envelope.mensaje ?? ''
}

export const setLimit = (credentials: BackendCredentials, userId: number, input: LimitChange) =>
  change(credentials, `${base(userId)}/limites`, 'PUT', input)

export const cancelLimitChange = (
  credentials: BackendCredentials,
  userId: number,
  periodo: LimitPeriod,
) => change(credentials, `${base(userId)}/limites/${periodo}`, 'DELETE')

export const startPause = (credentials: BackendCredentials, userId: number, dias: number) =>
  change(credentials, `${base(userId)}/pausa`, 'POST', { dias })

export const setRealityCheck = (credentials: BackendCredentials, userId: number, minutos: number) =>
  change(credentials, `${base(userId)}/control-realidad`, 'PUT', { minutos })

export async function readStatement(
  credentials: BackendCredentials,
  userId: number,
  anio?: number,
) {
  return parseDatos(
    await backendRequest(`${base(userId)}/extracto`, {
      credentials,
      query: anio === undefined ? {} : { anio },
    }),
    statementSchema,
  )
}
