import { CARD_NUMBER_PATTERN, DRAW_ID_PATTERN } from '@/lib/validation/card-check-rules'

// What a cartón's QR code holds: the address of the card check with the card and its draw,
// `${SITE_URL}/verificar?carton=N&sorteo=S` (docs/features.md, "Cartón QR codes"). A phone's own
// camera app opens it as a link and lands on the check with the result; the site's scanner reads
// the same two values from it. No zod here: the scanner and the form load it on public pages.

export const VERIFY_PATH = '/verificar'

export interface CardRef {
  /** The card number as printed, digits only (leading zeros kept). */
  carton: string
  /** The draw's id, as the card check's draw dropdown and /api/consulta take it. */
  sorteo: string
}

/** The QR's text for a card of a draw, on the site at `origin`. */
export function cardQrUrl(origin: string, { carton, sorteo }: CardRef): string {
  const params = new URLSearchParams({ carton, sorteo })
  return `${origin.replace(/\/+$/, '')}${VERIFY_PATH}?${params}`
}

export type VerifyParams =
  | { ok: true; card: CardRef }
  | { ok: false; reason: 'missing' | 'invalid' }

/** The card and draw of a /verificar address's query; `missing` when neither is there. */
export function readVerifyParams(params: URLSearchParams): VerifyParams {
  const carton = params.get('carton')?.trim() ?? ''
  const sorteo = params.get('sorteo')?.trim() ?? ''
  if (!carton && !sorteo) return { ok: false, reason: 'missing' }
  if (!CARD_NUMBER_PATTERN.test(carton) || !DRAW_ID_PATTERN.test(sorteo)) {
    return { ok: false, reason: 'invalid' }
  }
  return { ok: true, card: { carton, sorteo } }
}

export type QrReading =
  | { ok: true; card: CardRef }
  /** `foreign`: not a code of ours at all; `invalid`: ours, without a usable card and draw. */
  | { ok: false; reason: 'foreign' | 'invalid' }

/**
 * What a scanned code says, for the site at `siteHost` (the page's `location.host`). Ours is an
 * absolute http(s) address of this host whose path is /verificar; anything else (another site,
 * plain text, a bare number) is foreign. The scheme is not compared: a code printed with the
 * site's http address still belongs to its https page.
 */
export function readCardQr(text: string, siteHost: string): QrReading {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return { ok: false, reason: 'foreign' }
  }
  const path = url.pathname.replace(/\/+$/, '')
  if (
    !/^https?:$/.test(url.protocol) ||
    url.host.toLowerCase() !== siteHost.toLowerCase() ||
    path !== VERIFY_PATH
  ) {
    return { ok: false, reason: 'foreign' }
  }
  const params = readVerifyParams(url.searchParams)
  return params.ok ? params : { ok: false, reason: 'invalid' }
}
