// A ceiling on each part of a multipart body, counted while it streams (docs/history.md):
// a body under the whole-body limit could still carry one 75 MB "image", read whole before its size
// was checked. The count restarts at every boundary, so the stream errors as soon as one part grows
// past `partLimit`, and nothing of it is kept.

/** The boundary of a `multipart/form-data` content type, or undefined. */
export function multipartBoundary(contentType: string | null): string | undefined {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return undefined
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType)
  return match?.[1] ?? match?.[2]
}

export function partLimitStream(
  boundary: string,
  partLimit: number,
  tooLarge: () => Error,
): TransformStream<Uint8Array, Uint8Array> {
  const delimiter = Buffer.from(`--${boundary}`)
  // The end of the previous chunk, where a delimiter split across chunks begins.
  let tail: Buffer = Buffer.alloc(0)
  let sinceDelimiter = 0
  return new TransformStream({
    transform(chunk, controller) {
      const joined = Buffer.concat([tail, chunk])
      let end = -1
      for (let at = joined.indexOf(delimiter); at !== -1; at = joined.indexOf(delimiter, end)) {
        end = at + delimiter.length
      }
      sinceDelimiter = end === -1 ? sinceDelimiter + chunk.byteLength : joined.length - end
      if (sinceDelimiter > partLimit) return controller.error(tooLarge())
      tail = Buffer.from(joined.subarray(Math.max(0, joined.length - delimiter.length + 1)))
      controller.enqueue(chunk)
    },
  })
}
