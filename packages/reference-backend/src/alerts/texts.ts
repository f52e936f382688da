import { formatDate, formatPrize } from '@loteria/shared/format'
import { wonText as wonPhrase } from '@loteria/shared/won-text'
import { identificador } from '../draws/calendar'
import type { Mail } from '../mail'
import { siteUrl } from '../mail'
import { summarize, type WonPrize } from './draw-prizes'
import { MIS_PREMIOS_PATH, PACKS_PATH } from './kinds'

// The words of the alerts the backend sends itself (e-mail, push); the site words its in-site
// notice from the same numbers in messages/es.json.

/** "Gs. 250.000", "Gs. 250.000 y Cartón gratis", "Cartón gratis". */
export function wonText(prizes: readonly WonPrize[]): string {
  const { monto, bienes } = summarize(prizes)
  return wonPhrase(monto, bienes)
}

function prizeLine(prize: WonPrize): string {
  const hits = prize.aciertos === null ? '' : ` (${prize.aciertos} aciertos)`
  return `- Cartón N° ${prize.numeroCarton}, ${prize.jugada}${hits}: ${formatPrize(prize.premio)}`
}

export function winMail(
  user: { email: string; nombre: string },
  draw: { id: number; fecha: Date },
  prizes: readonly WonPrize[],
): Mail {
  const canExchange = prizes.some((prize) => typeof prize.premio === 'string')
  return {
    para: user.email,
    asunto: `¡Ganaste ${wonText(prizes)} en el ${identificador(draw.id)}!`,
    cuerpo: [
      `Hola, ${user.nombre}:`,
      '',
      `¡Felicitaciones! En el ${identificador(draw.id)} del ${formatDate(draw.fecha)} ganaste:`,
      ...prizes.map(prizeLine),
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
  return {
    titulo: `¡Ganaste ${wonText(prizes)} en el ${identificador(drawId)}!`,
    cuerpo: `${cards.length === 1 ? 'Cartón' : 'Cartones'} N° ${cards.join(', ')}. Tocá para ver Mis premios y cobrar.`,
    url: MIS_PREMIOS_PATH,
    etiqueta: `premio-${drawId}`,
  }
}

export function packChoicePush(nextDrawId: number): PushPayload {
  return {
    titulo: 'Elegí tu cartón para el sorteo del domingo',
    cuerpo: 'Tu pack sigue: elegí el cartón que juega en el próximo sorteo.',
    url: PACKS_PATH,
    etiqueta: `elegir-${nextDrawId}`,
  }
}
