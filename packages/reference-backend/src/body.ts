// Reads a JSON body once, with a ceiling, so that a verification request (three images of up to
// 25 MB each, ~100 MB of JSON) is held in memory once and an oversized one is cut off early.

import { UploadTooSlowError, type UploadDeadline } from '@loteria/shared'

export const DEFAULT_BODY_LIMIT = 1024 * 1024

type Refusal = 'too-large' | 'invalid' | 'too-slow'
export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: Refusal }

/** The body as JSON; with `deadline`, refused as 'too-slow' once it falls behind (issue 47). */
export async function readJson(
  request: Request,
  limit = DEFAULT_BODY_LIMIT,
  deadline?: UploadDeadline,
): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: false, reason: 'invalid' }
  // With a declared length the bytes go straight into one buffer, each chunk let go as it is
  // copied: a 100 MB body is not held twice, as chunks and then joined (docs/history.md, issue 37).
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

export function bodyError(reason: Refusal): Response {
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
