import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A stand-in for a browser's push service on this machine: it keeps what the site sends and
// answers 201 (or 410, as a push service does for a subscription it no longer knows). The test
// holds the subscription's keys, so it can decrypt each message as the browser would (RFC 8291).

interface PushRequest {
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export interface PushService {
  endpoint: string
  p256dh: string
  auth: string
  received: PushRequest[]
  answer: (status: number) => void
  decrypt: (body: Buffer) => string
  close: () => Promise<void>
}

export async function startPushService(port: number): Promise<PushService> {
  const ecdh = crypto.createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  const authSecret = crypto.randomBytes(16)
  const received: PushRequest[] = []
  let status = 201
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${bound}/push/${crypto.randomBytes(8).toString('hex')}`,
    p256dh: publicKey.toString('base64url'),
    auth: authSecret.toString('base64url'),
    received,
    answer: (next) => {
      status = next
    },
    decrypt: (body) => decryptAes128gcm(body, ecdh, publicKey, authSecret),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest()

/** RFC 8291 with RFC 8188's aes128gcm, one record: what a browser does with a push message. */
function decryptAes128gcm(
  body: Buffer,
  ecdh: crypto.ECDH,
  uaPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const asPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const ecdhSecret = ecdh.computeSecret(asPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic])
  const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]))
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(-16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2)
  return padded.subarray(0, end).toString('utf8')
}
