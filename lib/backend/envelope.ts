import { z } from 'zod'
import { envelopeSchema, type Envelope } from '@loteria/contract'
import {
  BackendError,
  BackendUnavailableError,
  ContractError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from './errors'

export type { Envelope }

/**
 * Applies docs/product.md §8: 401 → UnauthorizedError, 404 → NotFoundError, other HTTP errors and a
 * 200 with an empty body → BackendUnavailableError/BackendError, `error: true` → BackendError(mensaje).
 */
export async function parseEnvelope(response: Response): Promise<Envelope> {
  const text = await response.text()
  const body = text.trim() === '' ? undefined : safeJson(text)
  const message = messageOf(body)

  if (response.status === 401) throw new UnauthorizedError(message)
  if (response.status === 403) throw new ForbiddenError(message)
  if (response.status === 404) throw new NotFoundError()
  if (response.status >= 500) {
    throw new BackendUnavailableError(message ?? `HTTP ${response.status}`, response.status)
  }
  if (!response.ok) throw new BackendError(message ?? `HTTP ${response.status}`, response.status)
  if (body === undefined) throw new BackendUnavailableError('Respuesta vacía del servidor', 502)

  const parsed = envelopeSchema.safeParse(body)
  if (!parsed.success) throw new ContractError('Respuesta sin el formato esperado')
  if (parsed.data.error === true) {
    // The collection request puts its message in `datos` (docs/product.md §8).
    const datosMessage = typeof parsed.data.datos === 'string' ? parsed.data.datos : undefined
    throw new BackendError(
      parsed.data.mensaje || datosMessage || 'Ocurrio un error, vuelva a intentar',
    )
  }
  return parsed.data
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ContractError('Respuesta que no es JSON')
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'mensaje' in body) {
    const mensaje = (body as { mensaje: unknown }).mensaje
    if (typeof mensaje === 'string' && mensaje) return mensaje
  }
  return undefined
}

/** Validates `datos` against a schema; a mismatch is a contract error, not a crash. */
export function parseDatos<T extends z.ZodType>(envelope: Envelope, schema: T): z.infer<T> {
  const result = schema.safeParse(envelope.datos)
  if (!result.success) {
    throw new ContractError(`datos no cumple el contrato: ${z.prettifyError(result.error)}`)
  }
  return result.data
}
