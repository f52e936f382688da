import { multipartBoundary, partLimitStream } from './multipart-limit'

// A request body read with a hard byte ceiling, whatever Content-Length says (or a chunked body
// that says nothing): the stream errors as soon as one byte too many arrives, and the upload is
// cancelled there instead of being held in memory.

export class BodyTooLargeError extends Error {
  constructor() {
    super('La solicitud es demasiado grande.')
    this.name = 'BodyTooLargeError'
  }
}

/**
 * The request's multipart form, read through the ceiling (and, with `partLimit`, through a
 * ceiling on each part); BodyTooLargeError past either.
 */
export async function limitedFormData(
  request: Request,
  limit: number,
  partLimit?: number,
): Promise<FormData> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError()
  if (!request.body) throw new TypeError('Falta el cuerpo de la solicitud.')
  let size = 0
  let over = false
  let body: ReadableStream<Uint8Array> = request.body
  if (partLimit !== undefined) {
    const boundary = multipartBoundary(request.headers.get('content-type'))
    if (!boundary) throw new TypeError('El cuerpo no es multipart/form-data.')
    body = body.pipeThrough(
      partLimitStream(boundary, partLimit, () => {
        over = true
        return new BodyTooLargeError()
      }),
    )
  }
  const stream = body.pipeThrough(
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
