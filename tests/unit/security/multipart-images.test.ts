/**
 * @jest-environment node
 */
import crypto from 'node:crypto'
import { verificationJson } from '@/lib/backend/verification-body'
import { BodyTooLargeError } from '@/lib/limited-body'
import { streamImagesAsBase64 } from '@/lib/multipart-images'

// Issue 37 (docs/history.md): the identity upload is read as it streams, each image straight into
// the base64 the backend call carries, and that call's JSON is streamed from the same pieces.

const BOUNDARY = '----limite7MA4YWxk'
const LIMITS = { body: 1024 * 1024, part: 200 * 1024, head: 12 }

function multipart(parts: { name: string; filename?: string; data: Buffer }[]): Buffer {
  const pieces: Buffer[] = [Buffer.from('preámbulo ignorado\r\n')]
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/png` : ''
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    )
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(pieces)
}

/** `body` sent `size` bytes at a time (delimiters and base64 groups split across chunks). */
function request(body: Buffer, size: number, read = { bytes: 0 }): Request {
  let at = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close()
      const chunk = body.subarray(at, at + size)
      at += chunk.length
      read.bytes = at
      controller.enqueue(new Uint8Array(chunk))
    },
  })
  return new Request('http://sitio.test/api/verificacion', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: stream,
    duplex: 'half',
  } as RequestInit)
}

const PNG = Buffer.from('89504e470d0a1a0a', 'hex')
const image = (size: number) => Buffer.concat([PNG, crypto.randomBytes(size - PNG.length)])

test.each([1, 7, 64, 4096, 65536])(
  'images become base64 as they stream (%i-byte chunks)',
  async (size) => {
    // The image's bytes include the delimiter's start ("\r\n--"), which must not end the part.
    const frente = Buffer.concat([
      image(10_001),
      Buffer.from(`\r\n--${BOUNDARY.slice(0, 5)}`),
      image(99),
    ])
    const dorso = Buffer.concat([image(8), Buffer.from('xyz')])
    const body = multipart([
      { name: 'codigoPais', data: Buffer.from('1') },
      { name: 'frente', filename: 'a.png', data: frente },
      { name: 'dorso', filename: 'b.png', data: dorso },
    ])
    const form = await streamImagesAsBase64(request(body, size), LIMITS)
    expect(form.fields.get('codigoPais')).toBe('1')
    const got = form.images.get('frente')!
    expect(Buffer.concat(got.base64).toString()).toBe(frente.toString('base64'))
    expect(got.size).toBe(frente.length)
    expect(Buffer.from(got.head)).toEqual(frente.subarray(0, 12))
    expect(Buffer.concat(form.images.get('dorso')!.base64).toString()).toBe(
      dorso.toString('base64'),
    )
  },
)

test('a part over its ceiling stops the reading there', async () => {
  const body = multipart([{ name: 'frente', filename: 'a.png', data: image(600 * 1024) }])
  const read = { bytes: 0 }
  await expect(streamImagesAsBase64(request(body, 16 * 1024, read), LIMITS)).rejects.toThrow(
    BodyTooLargeError,
  )
  expect(read.bytes).toBeLessThan(LIMITS.part + 64 * 1024)
})

test('a body over its ceiling, and a truncated one, are refused', async () => {
  const parts = [1, 2, 3, 4, 5, 6].map((n) => ({
    name: `f${n}`,
    filename: 'a.png',
    data: image(190 * 1024),
  }))
  await expect(streamImagesAsBase64(request(multipart(parts), 65536), LIMITS)).rejects.toThrow(
    BodyTooLargeError,
  )
  const whole = multipart([{ name: 'frente', filename: 'a.png', data: image(1000) }])
  await expect(
    streamImagesAsBase64(request(whole.subarray(0, whole.length - 10), 512), LIMITS),
  ).rejects.toThrow(TypeError)
})

test('the backend call is the JSON the contract names, streamed from the same pieces', async () => {
  const pieces = (text: string) => [Buffer.from(text.slice(0, 3)), Buffer.from(text.slice(3))]
  const documento = (mime: string, text: string) => ({ mime, base64: pieces(text) })
  const { stream, length } = verificationJson({
    idUsuario: 12,
    codPais: 1,
    documentos: [
      documento('image/png', 'QUJDRA=='),
      documento('image/jpeg', '/9j/AAAA'),
      documento('image/webp', 'UklGRg=='),
    ],
  })
  const text = await new Response(stream).text()
  expect(Buffer.byteLength(text)).toBe(length)
  expect(JSON.parse(text)).toEqual({
    idUsuario: 12,
    codPais: 1,
    documentos: [
      'data:image/png;base64,QUJDRA==',
      'data:image/jpeg;base64,/9j/AAAA',
      'data:image/webp;base64,UklGRg==',
    ],
  })
})
