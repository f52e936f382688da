// A request body read with a hard byte ceiling, whatever Content-Length says (or a chunked body
// that says nothing): the stream errors as soon as one byte too many arrives, and the upload is
// cancelled there instead of being held in memory.

export class BodyTooLargeError extends Error {
  constructor() {
    super('La solicitud es demasiado grande.')
    this.name = 'BodyTooLargeError'
  }
}

/** The request's multipart form, read through the ceiling; BodyTooLargeError past it. */
export async function limitedFormData(request: Request, limit: number): Promise<FormData> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError()
  if (!request.body) throw new TypeError('Falta el cuerpo de la solicitud.')
  let size = 0
  let over = false
  const stream = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size <= limit) return controller.enqueue(chunk)
        over = true
        controller.error(new BodyTooLargeError())
      },
    }),
  )
  try {
    return await new Response(stream, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch (error) {
    throw over ? new BodyTooLargeError() : error
  }
}
