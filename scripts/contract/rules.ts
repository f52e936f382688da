import { z } from 'zod'
import { envelopeSchema, type Envelope } from '@loteria/contract'
import type { Answer } from './client'

// The rules a check applies to an answer. Each throws a ContractFailure naming the field or the
// rule that failed, which the suite prints after ✗ (the docs/contract.md rule, not a stack).

export class ContractFailure extends Error {
  override name = 'ContractFailure'
}

export function fail(rule: string): never {
  throw new ContractFailure(rule)
}

export function rule(holds: boolean, text: string): void {
  if (!holds) fail(text)
}

type Issue = z.core.$ZodIssue

/**
 * The issue to show: inside a union (`listOf` reads a list or `{ datos: [...] }`), the branch's
 * issue that went deepest, so the line names the field rather than "Invalid input".
 */
function deepest(issue: Issue, base: PropertyKey[] = []): { path: PropertyKey[]; message: string } {
  const path = [...base, ...issue.path]
  if (issue.code !== 'invalid_union' || issue.errors.length === 0)
    return { path, message: issue.message }
  const found = issue.errors.flat().map((inner) => deepest(inner, path))
  return found.reduce((best, one) => (one.path.length > best.path.length ? one : best))
}

/** `value` read with the contract's own schema; a mismatch names the field and the schema. */
export function parsed<S extends z.ZodType>(
  schema: S,
  value: unknown,
  name: string,
  where = 'datos',
): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const first = result.error.issues[0]
  const { path, message } = first ? deepest(first) : { path: [], message: 'no cumple' }
  const field = path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
  fail(`${where}${field}: ${message} (${name})`)
}

/**
 * The envelope of docs/product.md §8: a JSON body (a 200 with an empty body is an error), with the
 * expected status and `error` flag.
 */
export function envelope(
  answer: Answer,
  expected: { status?: number; error?: boolean } = {},
): Envelope {
  const status = expected.status ?? 200
  rule(answer.status === status, `HTTP ${answer.status}, el contrato dice ${status}`)
  rule(answer.text.trim() !== '', 'cuerpo vacío: el contrato pide { error, mensaje, datos }')
  rule(answer.json !== undefined, 'el cuerpo no es JSON')
  const body = parsed(envelopeSchema, answer.json, 'envelopeSchema', 'respuesta')
  const error = expected.error ?? status >= 400
  rule(body.error === error, `error: ${String(body.error)}, el contrato dice ${String(error)}`)
  return body
}

/** The datos of a successful answer, read with `schema`. */
export function datos<S extends z.ZodType>(answer: Answer, schema: S, name: string): z.output<S> {
  return parsed(schema, envelope(answer).datos, name)
}

/** A refusal the player reads: HTTP 200, `error: true` and the contract's Spanish message. */
export function refusal(answer: Answer, mensaje: string | RegExp): string {
  const body = envelope(answer, { status: 200, error: true })
  const said = body.mensaje ?? ''
  const matches = typeof mensaje === 'string' ? said === mensaje : mensaje.test(said)
  rule(matches, `mensaje "${said}", el contrato dice "${String(mensaje)}"`)
  return said
}

/** A 4xx of the contract (401, 403, 404, 400 …), with its envelope and, when given, its message. */
export function refusedWith(answer: Answer, status: number, mensaje?: string): void {
  const body = envelope(answer, { status, error: true })
  if (mensaje !== undefined) {
    rule(body.mensaje === mensaje, `mensaje "${body.mensaje ?? ''}", el contrato dice "${mensaje}"`)
  }
}

/** Newest first by an ISO date field: the order the site shows without sorting again. */
export function newestFirst(
  items: readonly { [key: string]: unknown }[],
  field: string,
  what: string,
) {
  for (let i = 1; i < items.length; i++) {
    const before = Date.parse(String(items[i - 1]![field]))
    const after = Date.parse(String(items[i]![field]))
    rule(!Number.isNaN(before) && !Number.isNaN(after), `${what}[${i}].${field} no es una fecha`)
    rule(
      before >= after,
      `${what}: [${i - 1}] y [${i}] no van del más nuevo al más viejo (${field})`,
    )
  }
}
