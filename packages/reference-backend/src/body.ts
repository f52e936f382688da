// Reads a JSON body once, with a ceiling, so that a verification request (three images of up to
// 25 MB each, ~100 MB of JSON) is held in memory once and an oversized one is cut off early.

export const DEFAULT_BODY_LIMIT = 1024 * 1024

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'invalid' }

export async function readJson(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<JsonBody> {
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
    const { done, value } = await reader.read()
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

export function bodyError(reason: 'too-large' | 'invalid'): Response {
  return reason === 'too-large'
    ? Response.json({ error: true, mensaje: 'La solicitud es demasiado grande.' }, { status: 413 })
    : Response.json({ error: true, mensaje: 'La solicitud no es válida.' }, { status: 400 })
}
