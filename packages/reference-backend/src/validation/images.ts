import { MAX_IMAGE_BYTES } from '@loteria/contract'

// Verification documents arrive as data URLs. An image is judged by its first bytes, not by the
// type the browser put in the URL, and must be at most 25 MB once decoded.

export { MAX_IMAGE_BYTES }

export interface DecodedImage {
  mime: string
  bytes: Buffer
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

function ascii(bytes: Buffer, from: number, to: number): string {
  return bytes.subarray(from, to).toString('latin1')
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'])

/** The image type its bytes say, or undefined when they are not JPEG, PNG, WebP, GIF or HEIC. */
export function sniffImage(bytes: Buffer): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg'
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'image/png'
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'image/webp'
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) {
    return 'image/heic'
  }
  return undefined
}

export function decodeImage(dataUrl: unknown): DecodedImage | undefined {
  if (typeof dataUrl !== 'string') return undefined
  const prefix = DATA_URL.exec(dataUrl)
  if (!prefix) return undefined
  const payload = dataUrl.slice(prefix[0].length)
  // Checked before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((payload.length * 3) / 4) - 2 > MAX_IMAGE_BYTES) return undefined
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) return undefined
  const bytes = Buffer.from(payload, 'base64')
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return undefined
  const mime = sniffImage(bytes)
  return mime ? { mime, bytes } : undefined
}
