import { sniffImage } from '../validation/images'

// The payment voucher the operator attaches when processing a collection request: a PNG, JPEG or
// PDF of at most 5 MB, judged by its first bytes (not by the name or type the upload claims).
// The player downloads it as `comprobante-{request id}.{png|jpg|pdf}`.

export const MAX_VOUCHER_BYTES = 5 * 1024 * 1024

export interface Voucher {
  bytes: Buffer
  mime: string
  extension: 'png' | 'jpg' | 'pdf'
}

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' } as const

export function sniffVoucher(bytes: Buffer): Voucher | undefined {
  if (bytes.length === 0 || bytes.length > MAX_VOUCHER_BYTES) return undefined
  const mime =
    bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : sniffImage(bytes)
  if (mime !== 'image/png' && mime !== 'image/jpeg' && mime !== 'application/pdf') return undefined
  return { bytes, mime, extension: EXTENSIONS[mime] }
}

export const voucherFileName = (requestId: number, extension: Voucher['extension']) =>
  `comprobante-${requestId}.${extension}`

/** The request id a file name names, or undefined when it is no voucher's name. */
export function voucherRequestId(archivo: string): number | undefined {
  const match = /^comprobante-([1-9]\d{0,8})\.(png|jpg|pdf)$/.exec(archivo)
  return match ? Number(match[1]) : undefined
}

/** Multipart overhead allowed on top of the file (boundaries, headers, other fields). */
const FORM_OVERHEAD = 64 * 1024

/** The `comprobante` field of a multipart body; a refusal reason otherwise. */
export async function readVoucher(
  request: Request,
): Promise<{ voucher: Voucher } | { problem: 'missing' | 'invalid' }> {
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
    return { problem: 'missing' }
  }
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > MAX_VOUCHER_BYTES + FORM_OVERHEAD) return { problem: 'invalid' }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return { problem: 'missing' }
  }
  const file = form.get('comprobante')
  if (!(file instanceof Blob) || file.size === 0) return { problem: 'missing' }
  if (file.size > MAX_VOUCHER_BYTES) return { problem: 'invalid' }
  const voucher = sniffVoucher(Buffer.from(await file.arrayBuffer()))
  return voucher ? { voucher } : { problem: 'invalid' }
}
