/** @jest-environment node */
import { inflateSync } from 'node:zlib'
import {
  MAX_VOUCHER_BYTES,
  sniffVoucher,
  voucherFileName,
  voucherRequestId,
} from '../../src/prizes/voucher'
import { voucherPng } from '../../src/prizes/voucher-image'

// Vouchers: PNG, JPEG or PDF by their first bytes, at most 5 MB; named comprobante-{id}.{ext};
// the PNG the demo data and the CLI make is a valid image.

const png = voucherPng(12)

describe('vouchers', () => {
  it('are judged by their bytes', () => {
    expect(sniffVoucher(png)).toMatchObject({ mime: 'image/png', extension: 'png' })
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
    expect(sniffVoucher(jpeg)).toMatchObject({ mime: 'image/jpeg', extension: 'jpg' })
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1')
    expect(sniffVoucher(pdf)).toMatchObject({ mime: 'application/pdf', extension: 'pdf' })
    for (const other of [
      Buffer.from('GIF89a......'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('PK\u0003\u0004'),
      Buffer.alloc(0),
    ]) {
      expect(sniffVoucher(other)).toBeUndefined()
    }
  })

  it('may be 5 MB, not one byte more', () => {
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)])
    expect(sniffVoucher(padded(MAX_VOUCHER_BYTES))).toBeDefined()
    expect(sniffVoucher(padded(MAX_VOUCHER_BYTES + 1))).toBeUndefined()
  })

  it('are downloaded by a name that gives back the request id, and only such names', () => {
    expect(voucherFileName(12, 'png')).toBe('comprobante-12.png')
    expect(voucherRequestId('comprobante-12.png')).toBe(12)
    expect(voucherRequestId('comprobante-7.pdf')).toBe(7)
    for (const name of [
      'comprobante-0.png',
      'comprobante-12.gif',
      '../comprobante-12.png',
      'x.png',
    ]) {
      expect(voucherRequestId(name)).toBeUndefined()
    }
  })

  it('the generated PNG is a valid 320×200 RGB image, the same for the same request', () => {
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
    expect(png.readUInt32BE(16)).toBe(320)
    expect(png.readUInt32BE(20)).toBe(200)
    const idatLength = png.readUInt32BE(33)
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT')
    const pixels = inflateSync(png.subarray(41, 41 + idatLength))
    expect(pixels.length).toBe((320 * 3 + 1) * 200)
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND')
    expect(voucherPng(12).equals(png)).toBe(true)
    expect(voucherPng(13).equals(png)).toBe(false)
  })
})
