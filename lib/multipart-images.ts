import type { UploadDeadline } from '@loteria/shared'
import { BodyTooLargeError } from './limited-body'
import { multipartBoundary } from './multipart-limit'

// The identity upload's multipart body, read as it streams (docs/history.md): each image
// part becomes base64 as its bytes arrive, because base64 is what the backend call carries
// (docs/product.md §6: `documentos` are data URLs). Nothing else is kept: not the whole body, not
// a File per part, not the image's bytes beside their base64 (the route used to hold all three).
// The upload ceilings (docs/history.md) hold while it streams: on the whole body, and on each part.

/** An image part: its first bytes (for the type sniffing) and its base64, in pieces. */
interface StreamedImage {
  head: Uint8Array
  size: number
  base64: Buffer[]
}

export interface StreamedForm {
  fields: Map<string, string>
  images: Map<string, StreamedImage>
}

export interface StreamLimits {
  body: number
  part: number
  /** Bytes of an image kept apart for sniffing (a WEBP header needs 12). */
  head: number
}

const HEADERS_END = Buffer.from('\r\n\r\n')
/** A part's headers, and a text field: more than this is not a form of this site. */
const SMALL_LIMIT = 16 * 1024

/** Turns bytes into base64 as they come; a group of 3 split across chunks waits in `carry`. */
class Base64Pieces {
  readonly pieces: Buffer[] = []
  private carry = Buffer.alloc(0)
  push(bytes: Buffer) {
    const joined = this.carry.length ? Buffer.concat([this.carry, bytes]) : bytes
    const whole = joined.length - (joined.length % 3)
    if (whole > 0) this.pieces.push(Buffer.from(joined.subarray(0, whole).toString('base64')))
    this.carry = Buffer.from(joined.subarray(whole))
  }
  end(): Buffer[] {
    if (this.carry.length) this.pieces.push(Buffer.from(this.carry.toString('base64')))
    this.carry = Buffer.alloc(0)
    return this.pieces
  }
}

type State = 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done'

interface Part {
  name: string
  file: boolean
  size: number
  text: Buffer[]
  head: Buffer
  encoder: Base64Pieces
}

function partFromHeaders(raw: string): Part {
  const disposition = /^content-disposition:([^\r\n]*)$/im.exec(raw)?.[1] ?? ''
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1]
  if (name === undefined) throw new TypeError('Parte sin nombre.')
  const file = /;\s*filename="/i.test(disposition)
  return { name, file, size: 0, text: [], head: Buffer.alloc(0), encoder: new Base64Pieces() }
}

/**
 * The form of `request`, its file parts as base64; BodyTooLargeError past a ceiling, TypeError for
 * a body that is not a complete multipart form, and with `deadline` UploadTooSlowError for one
 * that arrives too slowly.
 */
export async function streamImagesAsBase64(
  request: Request,
  limits: StreamLimits,
  deadline?: UploadDeadline,
): Promise<StreamedForm> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limits.body) throw new BodyTooLargeError()
  const boundary = multipartBoundary(request.headers.get('content-type'))
  if (!boundary) throw new TypeError('El cuerpo no es multipart/form-data.')
  if (!request.body) throw new TypeError('Falta el cuerpo de la solicitud.')
  // Every delimiter but the first follows a CRLF; the first is given one, so one search fits all.
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const form: StreamedForm = { fields: new Map(), images: new Map() }
  let state = 'preamble' as State
  let pending: Buffer = Buffer.from('\r\n')
  let part: Part | undefined
  let total = 0

  const take = (bytes: Buffer) => {
    if (!part || bytes.length === 0) return
    part.size += bytes.length
    if (part.size > limits.part) throw new BodyTooLargeError()
    if (!part.file) {
      if (part.size > SMALL_LIMIT) throw new BodyTooLargeError()
      part.text.push(Buffer.from(bytes))
      return
    }
    if (part.head.length < limits.head) {
      part.head = Buffer.concat([part.head, bytes.subarray(0, limits.head - part.head.length)])
    }
    part.encoder.push(bytes)
  }
  const finish = () => {
    if (!part) return
    if (part.file) {
      form.images.set(part.name, { head: part.head, size: part.size, base64: part.encoder.end() })
    } else {
      form.fields.set(part.name, Buffer.concat(part.text).toString('utf8'))
    }
    part = undefined
  }

  /** Moves through `pending` as far as it can; what may still begin a delimiter stays. */
  const advance = () => {
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = pending.indexOf(delimiter)
        if (at === -1) {
          const keep = Math.min(pending.length, delimiter.length - 1)
          if (state === 'body') take(pending.subarray(0, pending.length - keep))
          pending = Buffer.from(pending.subarray(pending.length - keep))
          return
        }
        if (state === 'body') {
          take(pending.subarray(0, at))
          finish()
        }
        pending = pending.subarray(at + delimiter.length)
        state = 'after-delimiter'
      } else if (state === 'after-delimiter') {
        if (pending.length < 2) return
        const mark = pending.subarray(0, 2).toString('latin1')
        if (mark === '--') {
          state = 'done'
          return
        }
        if (mark !== '\r\n') throw new TypeError('Delimitador mal formado.')
        pending = pending.subarray(2)
        state = 'headers'
      } else if (state === 'headers') {
        const at = pending.indexOf(HEADERS_END)
        if (at === -1) {
          if (pending.length > SMALL_LIMIT) throw new BodyTooLargeError()
          return
        }
        part = partFromHeaders(pending.subarray(0, at).toString('utf8'))
        pending = pending.subarray(at + HEADERS_END.length)
        state = 'body'
      } else {
        return
      }
    }
  }

  const reader = request.body.getReader()
  try {
    for (;;) {
      const { done, value } = await (deadline ? deadline.read(reader) : reader.read())
      if (done) break
      total += value.byteLength
      if (total > limits.body) throw new BodyTooLargeError()
      if (state === 'done') continue
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      advance()
    }
  } catch (error) {
    // Not awaited: with a read still pending (a body that stopped arriving) the cancel may only
    // settle when more bytes come, and the answer must not wait for them.
    void reader.cancel().catch(() => undefined)
    throw error
  }
  if (state !== 'done') throw new TypeError('El formulario llegó incompleto.')
  return form
}
