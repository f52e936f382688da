import { formatMegabytes } from '@loteria/contract/format'
import { imageProblem } from '@/lib/image-upload'
import { MAX_IMAGE_BYTES } from '@/lib/validation/account'

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])
const WEBP = Uint8Array.from(Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'))
const TEXT = Uint8Array.from(Buffer.from('hola, no soy'))

describe('imageProblem (the identity upload, before a file is kept)', () => {
  it('accepts JPG, PNG and WEBP by their bytes, up to the limit the server checks', () => {
    expect(imageProblem(1000, PNG)).toBeNull()
    expect(imageProblem(1000, JPEG)).toBeNull()
    expect(imageProblem(1000, WEBP)).toBeNull()
    expect(imageProblem(MAX_IMAGE_BYTES, PNG)).toBeNull()
  })

  it('refuses a file one byte over the limit, a non-image and an empty file', () => {
    expect(imageProblem(MAX_IMAGE_BYTES + 1, PNG)).toBe('tooLarge')
    expect(imageProblem(1000, TEXT)).toBe('wrongType')
    expect(imageProblem(0, new Uint8Array())).toBe('empty')
  })
})

describe('formatMegabytes', () => {
  it('says the limit as players read it, with a decimal comma', () => {
    expect(formatMegabytes(MAX_IMAGE_BYTES)).toBe('25')
    expect(formatMegabytes(26.2 * 1024 * 1024)).toBe('26,2')
  })

  it('never rounds a file over the limit down to the limit', () => {
    expect(formatMegabytes(MAX_IMAGE_BYTES + 1)).toBe('25,1')
  })
})
