import { z } from 'zod'

// Answers in the contract's envelope `{ error, mensaje, datos }` (docs/product.md §7 and §8).

type Extra = Record<string, unknown>

/**
 * What a handler may hand over for a schema's input: JSON writes a `Date` as its ISO string, so a
 * Date stands where the schema reads a plain string; lists may be read-only.
 */
export type OnTheWire<T> = T extends string
  ? string extends T
    ? string | Date
    : T
  : T extends readonly (infer U)[]
    ? readonly OnTheWire<U>[]
    : T extends object
      ? { [K in keyof T]: OnTheWire<T[K]> }
      : T

/**
 * A successful answer. `ok(schema, datos)`: `datos` is typed by the contract's schema of that
 * answer (`z.input`, what the schema accepts), so a handler cannot answer what the site would
 * refuse to read, and no answer type is written out by hand (docs/architecture.md §4).
 * `ok(datos)` is the untyped form the handlers not yet moved still use.
 */
export function ok<S extends z.ZodType>(
  schema: S,
  datos: OnTheWire<z.input<S>>,
  extra?: Extra,
  init?: ResponseInit,
): Response
export function ok(datos: unknown, extra?: Extra, init?: ResponseInit): Response
export function ok(...args: unknown[]): Response {
  const typed = args[0] instanceof z.ZodType
  const [datos, extra = {}, init] = (typed ? args.slice(1) : args) as [
    unknown,
    Extra | undefined,
    ResponseInit | undefined,
  ]
  return Response.json({ error: false, mensaje: 'OK', datos, ...extra }, init)
}

export function message(mensaje: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error: false, mensaje, ...extra })
}

/** A refusal the player should read: HTTP 200 with `error: true`, as the contract does it. */
export function refuse(mensaje: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error: true, mensaje, ...extra })
}

export function status(code: number, mensaje: string): Response {
  return Response.json({ error: true, mensaje }, { status: code })
}

export const notFound = () => status(404, 'Recurso no encontrado')
export const unauthorized = () => status(401, 'Sesión no válida o expirada')
export const forbidden = () => status(403, 'No tenés permiso para acceder a este recurso')

/** Positive integer from a query parameter, with a default and a ceiling. */
export function intParam(url: URL, name: string, fallback: number, max = 1000): number {
  const raw = url.searchParams.get(name)
  if (raw === null || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value)) return fallback
  return Math.min(value, max)
}

/**
 * The public lists' page (compromisos, promociones, ganadores): `cantidad` rows, -1 for all, of
 * the 1-based `pagina` (at most `maxPagina`). `limit` undefined reads to the end.
 */
export function listPage(url: URL, defaultSize: number, maxPagina = 1000) {
  const cantidad = intParam(url, 'cantidad', defaultSize)
  const pagina = Math.max(1, intParam(url, 'pagina', 1, maxPagina))
  const size = Math.max(1, cantidad)
  return cantidad < 0
    ? { limit: undefined, offset: 0 }
    : { limit: size, offset: (pagina - 1) * size }
}

/** A path parameter as a positive integer id (up to 9 digits), or undefined. */
export function idParam(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined
}
