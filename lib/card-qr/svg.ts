import 'server-only'
import QRCode from 'qrcode'
import { siteUrl } from '@/lib/config'
import { cardQrUrl, type CardRef } from './content'

/**
 * A cartón's QR code as an SVG document: the /verificar address on this site (SITE_URL), error
 * correction M (a creased or smudged paper card still reads) and the standard four-module quiet
 * zone, black on white whatever the page's colours.
 */
export function cardQrSvg(card: CardRef): Promise<string> {
  return QRCode.toString(cardQrUrl(siteUrl(), card), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  })
}
