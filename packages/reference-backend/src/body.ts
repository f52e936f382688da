import type { z } from 'zod'
import { firstMessage } from '@loteria/contract'
import { refuse } from './http'

// Reads a JSON body once, with a ceiling, so that a verification request (three images of up to
// 25 MB each, ~100 MB of JSON) is held in memory once and an oversized one is cut off early.

import { UploadTooSlowError, type UploadDeadline } from '@loteria/shared'

const DEFAULT_BODY_LIMIT = 1024 * 1024

type Refusal = 'too-large' | 'invalid' | 'too-slow'
type JsonBody = { ok: true; value: unknown } | { ok: false; reason: Refusal }

/** The body as JSON; with `deadline`, refused as 'too-slow' once it falls behind. */
async function readJson(
  request: Request,
  limit = DEFAULT_BODY_LIMIT,
  deadline?: UploadDeadline,
): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: false, reason: 'invalid' }
  // With a declared length the bytes go straight into one buffer, each chunk let go as it is
  // copied: a 100 MB body is not held twice, as chunks and then joined (docs/history.md).
  const whole =
    Number.isInteger(declared) && declared > 0 ? Buffer.allocUnsafe(declared) : undefined
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await (deadline ? deadline.read(reader) : reader.read())
    } catch (error) {
      // Not awaited: a read is still pending, and the cancel may wait for bytes that never come.
      void reader.cancel().catch(() => undefined)
      if (error instanceof UploadTooSlowError) return { ok: false, reason: 'too-slow' }
      throw error
    }
    const { done, value } = chunk
    if (done) break
    if (size + value.byteLength > limit || (whole && size + value.byteLength > whole.length)) {
      await reader.cancel().catch(() => undefined)
      return whole && size + value.byteLength <= limit
        ? { ok: false, reason: 'invalid' }
        : { ok: false, reason: 'too-large' }
    }
    if (whole) whole.set(value, size)
    else chunks.push(value)
    size += value.byteLength
  }
  try {
    const bytes = whole ? whole.subarray(0, size) : Buffer.concat(chunks)
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

function bodyError(reason: Refusal): Response {
  if (reason === 'too-large')
    return Response.json(
      { error: true, mensaje: 'La solicitud es demasiado grande.' },
      { status: 413 },
    )
  if (reason === 'too-slow')
    return Response.json(
      {
        error: true,
        mensaje: 'El envío tardó demasiado. Volvé a intentar con una conexión más rápida.',
      },
      { status: 408 },
    )
  return Response.json({ error: true, mensaje: 'La solicitud no es válida.' }, { status: 400 })
}

export type Checked<T> = { ok: true; data: T } | { ok: false; mensaje: string }
export type BodyRead<T> = { ok: true; data: T } | { ok: false; response: Response }

export interface BodyOptions {
  /** The most bytes read (DEFAULT_BODY_LIMIT). */
  limit?: number
  /** Cuts a body that arrives too slowly ('too-slow'): the identity uploads' deadline. */
  deadline?: UploadDeadline
  /** Asked of the raw body before its check: another player's id is a 403 whatever else it holds. */
  before?: (raw: unknown) => Response | undefined
  /** The answer to a body too large, when the door says it in its own words. */
  tooLarge?: () => Response
  /** The refusal, when the door answers it its own way (the collection request repeats it in `datos`). */
  refusal?: (mensaje: string) => Response
}

/**
 * The one way a door reads its body, so that every door follows the contract's rule
 * (docs/contract.md, "Refusals and HTTP errors"): a body that cannot be read is an HTTP error (400
 * not JSON, 413 too large); a body read and refused by the call's check is a refusal the player
 * reads: HTTP 200, `error: true`, the check's first Spanish message.
 */
export async function readChecked<T>(
  request: Request,
  check: (raw: unknown) => Checked<T> | Promise<Checked<T>>,
  options: BodyOptions = {},
): Promise<BodyRead<T>> {
  const body = await readJson(request, options.limit, options.deadline)
  if (!body.ok) {
    const tooLarge = body.reason === 'too-large' && options.tooLarge
    return { ok: false, response: tooLarge ? tooLarge() : bodyError(body.reason) }
  }
  const early = options.before?.(body.value)
  if (early) return { ok: false, response: early }
  const checked = await check(body.value)
  if (checked.ok) return { ok: true, data: checked.data }
  const refusal = options.refusal ?? ((mensaje: string) => refuse(mensaje))
  return { ok: false, response: refusal(checked.mensaje) }
}

/** `readChecked` with a zod schema: the refusal is its first issue's message (`firstMessage`). */
export function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: BodyOptions & { message?: (error: z.ZodError) => string } = {},
): Promise<BodyRead<z.output<S>>> {
  const words = options.message ?? firstMessage
  return readChecked(
    request,
    (raw) => {
      const parsed = schema.safeParse(raw)
      return parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, mensaje: words(parsed.error) }
    },
    options,
  )
}
