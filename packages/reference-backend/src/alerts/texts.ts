import { formatDate, formatGs, wonText as wonPhrase } from '@loteria/contract/format'
import { identificador } from '../draws/calendar'
import type { Mail } from '../mail'
import { siteUrl } from '../mail'
import { netCash, summarize, type WonPrize } from './draw-prizes'
import { MIS_PREMIOS_PATH, PACKS_PATH } from './kinds'

// The words of the alerts the backend sends itself (e-mail, push); the site words its in-site
// notice from the same numbers in messages/es.json. Like the site (lib/prizes/net.ts), they state
// what the player collects after the tax withheld, never the gross as if it were theirs to keep.

/** "Gs. 238.750", "Gs. 238.750 y Cartón gratis", "Cartón gratis": what the player takes home. */
export function wonText(prizes: readonly WonPrize[]): string {
  return wonPhrase(netCash(prizes).neto, summarize(prizes).bienes)
}

/** "¡Ganaste en el Sorteo N° 1288! Cobrás Gs. 238.750 y Cartón gratis" (goods only: no Cobrás). */
function headline(drawId: number, prizes: readonly WonPrize[]): string {
  if (netCash(prizes).neto <= 0)
    return `¡Ganaste ${wonText(prizes)} en el ${identificador(drawId)}!`
  return `¡Ganaste en el ${identificador(drawId)}! Cobrás ${wonText(prizes)}`
}

/** "premio Gs. 250.000 menos Gs. 11.250 de impuesto retenido", as Mis premios says it. */
function taxText({ bruto, retencion }: { bruto: number; retencion: number }): string {
  return `premio ${formatGs(bruto)} menos ${formatGs(retencion)} de impuesto retenido`
}

function prizeLine(prize: WonPrize): string {
  const hits = prize.aciertos === null ? '' : ` (${prize.aciertos} aciertos)`
  const won =
    typeof prize.premio === 'number'
      ? `cobrás ${formatGs(prize.total)} (${taxText({ bruto: prize.premio, retencion: prize.descuentoFiscal })})`
      : prize.premio
  return `- Cartón N° ${prize.numeroCarton}, ${prize.jugada}${hits}: ${won}`
}

export function winMail(
  user: { email: string; nombre: string },
  draw: { id: number; fecha: Date },
  prizes: readonly WonPrize[],
): Mail {
  const canExchange = prizes.some((prize) => typeof prize.premio === 'string')
  const cash = netCash(prizes)
  return {
    para: user.email,
    asunto: headline(draw.id, prizes),
    cuerpo: [
      `Hola, ${user.nombre}:`,
      '',
      `¡Felicitaciones! En el ${identificador(draw.id)} del ${formatDate(draw.fecha)} ganaste:`,
      ...prizes.map(prizeLine),
      ...(cash.neto > 0 ? ['', `En total cobrás ${formatGs(cash.neto)}: ${taxText(cash)}.`] : []),
      '',
      'Cómo cobrar: entrá a Mi Cuenta, Mis Premios, y tocá Cobrar en cada premio. Te lo pagamos en tu billetera o por transferencia o giro, con el impuesto ya descontado.',
      ...(canExchange
        ? [
            'Un Cartón gratis se canjea ahí mismo con Canjear Cartón por un cartón del próximo sorteo.',
          ]
        : []),
      'También podés acercarte a retirar tu premio con tu cartón y tu documento de identidad.',
      '',
      `Mis Premios: ${siteUrl()}${MIS_PREMIOS_PATH}`,
    ].join('\n'),
    enlace: `${siteUrl()}${MIS_PREMIOS_PATH}`,
  }
}

/** What the service worker shows (app/sw.ts reads the same three fields). */
export interface PushPayload {
  titulo: string
  cuerpo: string
  /** A same-site path the notification opens. */
  url: string
  /** Notices with the same tag replace each other. */
  etiqueta: string
}

export function winPush(drawId: number, prizes: readonly WonPrize[]): PushPayload {
  const cards = [...new Set(prizes.map((prize) => prize.numeroCarton))]
  const cash = netCash(prizes)
  return {
    titulo: headline(drawId, prizes),
    cuerpo: [
      ...(cash.neto > 0 ? [`${capitalize(taxText(cash))}.`] : []),
      `${cards.length === 1 ? 'Cartón' : 'Cartones'} N° ${cards.join(', ')}. Tocá para ver Mis Premios y cobrar.`,
    ].join(' '),
    url: MIS_PREMIOS_PATH,
    etiqueta: `premio-${drawId}`,
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function packChoicePush(nextDrawId: number): PushPayload {
  return {
    titulo: 'Elegí tu cartón para el sorteo del domingo',
    cuerpo: 'Tu pack sigue: elegí el cartón que juega en el próximo sorteo.',
    url: PACKS_PATH,
    etiqueta: `elegir-${nextDrawId}`,
  }
}
