import { deflateSync } from 'node:zlib'

// A small payment voucher picture (PNG) made in code, for the demo data and for the operator CLI
// when no file is given: a receipt with a header band, a few lines standing for its text, the
// amount bar and a check mark. Deterministic: the same request id always gives the same bytes.

const WIDTH = 320
const HEIGHT = 200

type Rgb = readonly [number, number, number]

const PAPER: Rgb = [255, 255, 255]
const BAND: Rgb = [18, 51, 107]
const GOLD: Rgb = [242, 183, 5]
const INK: Rgb = [196, 202, 212]
const AMOUNT: Rgb = [60, 72, 92]
const OK: Rgb = [22, 150, 80]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** The colour of pixel (x, y); `lines` varies the text lines' lengths per voucher. */
function pixel(x: number, y: number, lines: readonly number[]): Rgb {
  if (y < 44) return BAND
  if (y < 50) return GOLD
  // The check mark's disc, right of the header.
  const dx = x - 270
  const dy = y - 100
  if (dx * dx + dy * dy <= 26 * 26) {
    // Two strokes of a check mark inside it.
    const onShort = dx >= -12 && dx <= -2 && Math.abs(dy - (dx + 12) - 0) <= 3
    const onLong = dx >= -2 && dx <= 13 && Math.abs(dy - (10 - (dx + 2))) <= 3
    return onShort || onLong ? PAPER : OK
  }
  for (const [index, length] of lines.entries()) {
    const top = 66 + index * 18
    if (y >= top && y < top + 8 && x >= 24 && x < 24 + length) return INK
  }
  if (y >= 156 && y < 176 && x >= 24 && x < 200) return AMOUNT
  return PAPER
}

export function voucherPng(requestId = 1): Buffer {
  // Text lines of lengths that differ per request, so two vouchers are told apart at a glance.
  const lines = [0, 1, 2, 3, 4].map((i) => 90 + ((requestId * 37 + i * 53) % 110))
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT)
  let offset = 0
  for (let y = 0; y < HEIGHT; y++) {
    raw[offset++] = 0 // filter: none
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = pixel(x, y, lines)
      raw[offset++] = r
      raw[offset++] = g
      raw[offset++] = b
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(WIDTH, 0)
  header.writeUInt32BE(HEIGHT, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
