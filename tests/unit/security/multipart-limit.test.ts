/**
 * @jest-environment node
 */
import { BodyTooLargeError, limitedFormData } from '@/lib/limited-body'

// Issue 23 (docs/history.md): one oversized image inside a body under the whole-body ceiling was
// read whole before its size was checked. The per-part ceiling stops the stream when the part
// crosses it.

const MB = 1024 * 1024

/** A multipart body with one file part of `size` bytes, sent 64 KB at a time; counts what was read. */
function upload(size: number) {
  const boundary = 'limite123'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="codigoPais"\r\n\r\n1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="frente"; filename="a.png"\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const block = new Uint8Array(64 * 1024).fill(65)
  const read = { bytes: 0 }
  let left = size
  let sentHead = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array
      if (!sentHead) {
        sentHead = true
        chunk = head
      } else if (left > 0) {
        chunk = block.subarray(0, Math.min(block.length, left))
        left -= chunk.length
      } else {
        controller.enqueue(tail)
        read.bytes += tail.length
        return controller.close()
      }
      read.bytes += chunk.length
      controller.enqueue(chunk)
    },
  })
  const request = new Request('http://localhost/api/verificacion', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit)
  return { request, read }
}

describe('limitedFormData with a per-part ceiling', () => {
  it('stops reading as soon as one part passes it, far before the whole body', async () => {
    const { request, read } = upload(40 * MB)
    await expect(limitedFormData(request, 80 * MB, 2 * MB)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    )
    expect(read.bytes).toBeLessThan(3 * MB)
  })

  it('reads a body whose parts are each under it', async () => {
    const { request } = upload(MB)
    const form = await limitedFormData(request, 80 * MB, 2 * MB)
    expect(form.get('codigoPais')).toBe('1')
    expect((form.get('frente') as File).size).toBe(MB)
  })

  it('refuses a body that is not multipart before reading it', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: 'x' })
    await expect(limitedFormData(request, MB, MB)).rejects.toBeInstanceOf(TypeError)
  })
})
