// Reads a JSON body once, with a ceiling, so that a verification request (three images of up to
// 25 MB each, ~100 MB of JSON) is held in memory once and an oversized one is cut off early.

export const DEFAULT_BODY_LIMIT = 1024 * 1024

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'invalid' }

export async function readJson(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: false, reason: 'invalid' }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

export function bodyError(reason: 'too-large' | 'invalid'): Response {
  return reason === 'too-large'
    ? Response.json({ error: true, mensaje: 'La solicitud es demasiado grande.' }, { status: 413 })
    : Response.json({ error: true, mensaje: 'La solicitud no es válida.' }, { status: 400 })
}
