/** @jest-environment node */
import { decodeImage, MAX_IMAGE_BYTES, sniffImage } from '../../src/validation/images'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex')
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])
const GIF = Buffer.from('GIF89a\u0001\u0000', 'latin1')
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4)])

const dataUrl = (bytes: Buffer, type = 'png') =>
  `data:image/${type};base64,${bytes.toString('base64')}`

describe('embedded backend image checks', () => {
  it('recognises images by their first bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png')
    expect(sniffImage(JPEG)).toBe('image/jpeg')
    expect(sniffImage(WEBP)).toBe('image/webp')
    expect(sniffImage(GIF)).toBe('image/gif')
    expect(sniffImage(HEIC)).toBe('image/heic')
    expect(sniffImage(Buffer.from('%PDF-1.7 not an image'))).toBeUndefined()
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined()
  })

  it('takes the type from the bytes, not from the data URL', () => {
    expect(decodeImage(dataUrl(JPEG, 'png'))?.mime).toBe('image/jpeg')
    expect(decodeImage(dataUrl(Buffer.from('<svg></svg>'), 'png'))).toBeUndefined()
  })

  it('refuses what is not a base64 image data URL', () => {
    expect(decodeImage(undefined)).toBeUndefined()
    expect(decodeImage(42)).toBeUndefined()
    expect(decodeImage(`data:application/pdf;base64,${PNG.toString('base64')}`)).toBeUndefined()
    expect(decodeImage(`data:image/png,${PNG.toString('base64')}`)).toBeUndefined()
    expect(decodeImage('data:image/png;base64,iVBO$$$$')).toBeUndefined()
    expect(decodeImage('data:image/png;base64,')).toBeUndefined()
  })

  it('accepts 25 MB and refuses one byte more', () => {
    const exact = Buffer.alloc(MAX_IMAGE_BYTES)
    PNG.copy(exact)
    expect(decodeImage(dataUrl(exact))?.bytes.length).toBe(MAX_IMAGE_BYTES)
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1)
    PNG.copy(over)
    expect(decodeImage(dataUrl(over))).toBeUndefined()
  })
})
