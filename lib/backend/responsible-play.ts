import 'server-only'
import { z } from 'zod'
import type { LimitChange, LimitPeriod } from '@loteria/shared/contract/responsible-play'
import { parseDatos } from './envelope'
import { backendRequest, REST, type BackendCredentials } from './request'

// Juego responsable (README: calls the SPEC does not show): limits, pause, reality check and the
// yearly statement of the session's player. Dates arrive as ISO instants and stay strings here;
// the pages format them with @loteria/shared/format.

const instant = z.string()
const limitSchema = z.object({
  periodo: z.enum(['dia', 'semana', 'mes']),
  monto: z.number().nullable(),
  gastado: z.number(),
  restante: z.number().nullable(),
  finPeriodo: instant,
  pendiente: z.object({ monto: z.number().nullable(), desde: instant }).nullable(),
})
export type SpendLimit = z.infer<typeof limitSchema>

export const responsiblePlaySchema = z.object({
  ahora: instant,
  limites: z.array(limitSchema),
  masAjustado: limitSchema.nullable(),
  pausaHasta: instant.nullable(),
  controlRealidad: z.object({ minutos: z.number() }),
  sesion: z.object({ inicio: instant, gasto: z.number() }),
})
export type ResponsiblePlay = z.infer<typeof responsiblePlaySchema>

const totalsSchema = z.object({
  gastado: z.number(),
  ganado: z.number(),
  neto: z.number(),
  cartones: z.number(),
})
export const statementSchema = z.object({
  anio: z.number(),
  total: totalsSchema,
  meses: z.array(totalsSchema.extend({ mes: z.number() })),
  lineas: z.array(
    z.object({
      fecha: instant,
      tipo: z.string(),
      detalle: z.string(),
      estado: z.string(),
      cartones: z.number(),
      monto: z.number(),
    }),
  ),
})
export type Statement = z.infer<typeof statementSchema>

const base = (userId: number) => `${REST}/juego-responsable/${userId}`

export async function getResponsiblePlay(credentials: BackendCredentials, userId: number) {
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

export async function getStatement(credentials: BackendCredentials, userId: number, anio?: number) {
  return parseDatos(
    await backendRequest(`${base(userId)}/extracto`, {
      credentials,
      query: anio === undefined ? {} : { anio },
    }),
    statementSchema,
  )
}
