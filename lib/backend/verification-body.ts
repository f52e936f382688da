import 'server-only'

// The verification request's JSON (docs/product.md §6: `documentos` are data URLs), streamed from
// the base64 pieces the upload already holds (lib/multipart-images.ts) instead of being built as
// one string beside them and encoded once more (docs/history.md). Each piece is let go
// as soon as it is sent.

/** One image: its type, sniffed from its bytes, and its base64 in pieces. */
export interface VerificationDocument {
  mime: string
  base64: Buffer[]
}

export interface VerificationBody {
  idUsuario: number
  codPais: number
  documentos: [VerificationDocument, VerificationDocument, VerificationDocument]
}

export function verificationJson(body: VerificationBody): {
  stream: ReadableStream<Uint8Array>
  length: number
} {
  const head = `{"idUsuario":${JSON.stringify(body.idUsuario)},"codPais":${JSON.stringify(body.codPais)},"documentos":[`
  // Each item: the opening of its data URL, then its pieces; the items' queue is consumed in order.
  const queue: (Buffer | VerificationDocument)[] = [Buffer.from(head)]
  body.documentos.forEach((document, index) => {
    queue.push(Buffer.from(`${index ? ',' : ''}"data:${document.mime};base64,`), document)
    queue.push(Buffer.from('"'))
  })
  queue.push(Buffer.from(']}'))
  let length = 0
  for (const item of queue) {
    length += Buffer.isBuffer(item)
      ? item.length
      : item.base64.reduce((sum, piece) => sum + piece.length, 0)
  }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      for (;;) {
        const item = queue[0]
        if (item === undefined) return controller.close()
        if (Buffer.isBuffer(item)) {
          queue.shift()
          return controller.enqueue(item)
        }
        const piece = item.base64.shift()
        if (piece) return controller.enqueue(piece)
        queue.shift()
      }
    },
  })
  return { stream, length }
}
