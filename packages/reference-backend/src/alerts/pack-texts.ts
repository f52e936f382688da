import { formatDate, formatHourMinute, formatNumber } from '@loteria/contract/format'
import { POOL_SIZE } from '../draws/store'
import { identificador } from '../draws/calendar'
import type { Mail } from '../mail'
import { siteUrl } from '../mail'
import { MIS_CARTONES_PATH, PACKS_PATH } from './kinds'
import type { PushPayload } from './texts'
import type { LuckyOutcome } from '@loteria/contract'

// The words of the pack notices the backend sends itself (e-mail, push): the card the
// close of sales chose, and the reminders before it. In the style of ./texts.ts.

export interface ChosenCardText {
  sorteoId: number
  numero: string
  pack: string
  /** The pack's lucky number and what became of it at this close. */
  favorito?: { numero: string; resultado: LuckyOutcome } | undefined
}

/** What became of the lucky number, in one sentence; none without one. */
function luckyText(card: ChosenCardText): string | null {
  const lucky = card.favorito
  if (!lucky) return null
  switch (lucky.resultado) {
    case 'ELEGIDO':
      return `Es tu número de la suerte.`
    case 'OCUPADO':
      return `Tu número de la suerte, el N° ${lucky.numero}, ya era de otro jugador en este sorteo, así que elegimos otro.`
    case 'NO_ESTA':
      return `Tu número de la suerte, el N° ${lucky.numero}, no está en este sorteo (cada sorteo tiene ${formatNumber(POOL_SIZE)} de los 60.000 números), así que elegimos otro.`
  }
}

/** "Elegimos tu cartón N° 012345 para el Sorteo N° 1288", the subject and the push's title. */
const chosenHeadline = ({ sorteoId, numero }: ChosenCardText) =>
  `Elegimos tu cartón N° ${numero} para el ${identificador(sorteoId)}`

export function chosenCardMail(
  user: { email: string; nombre: string },
  card: ChosenCardText,
): Mail {
  return {
    para: user.email,
    asunto: chosenHeadline(card),
    cuerpo: [
      `Hola, ${user.nombre}:`,
      '',
      `Cerraron las ventas del ${identificador(card.sorteoId)} y tu ${card.pack} todavía no tenía su cartón, así que lo elegimos por vos: el cartón N° ${card.numero}. Ya está pago con tu pack y juega esta noche como cualquier otro; si gana, te avisamos.`,
      ...(luckyText(card) ? [luckyText(card) ?? ''] : []),
      '',
      'Podés cambiar tu número de la suerte, o dejar de elegir por vos, en Mi Cuenta, en cada pack.',
      '',
      `Mis cartones: ${siteUrl()}${MIS_CARTONES_PATH}`,
    ].join('\n'),
    enlace: `${siteUrl()}${MIS_CARTONES_PATH}`,
  }
}

export function chosenCardPush(card: ChosenCardText): PushPayload {
  return {
    titulo: chosenHeadline(card),
    cuerpo: `Tu ${card.pack} no tenía cartón al cierre de ventas: lo elegimos por vos. Tocá para verlo en Mis cartones.`,
    url: MIS_CARTONES_PATH,
    etiqueta: `elegido-${card.sorteoId}-${card.numero}`,
  }
}

export interface ReminderText {
  sorteoId: number
  pack: string
  /** The close of sales. */
  cierre: Date
  /** Whether the close chooses for the player (else the pack's draw waits). */
  eleccionAutomatica: boolean
}

const closeText = (cierre: Date) => `${formatDate(cierre)} a las ${formatHourMinute(cierre)}`

function consequence({ eleccionAutomatica }: ReminderText): string {
  return eleccionAutomatica
    ? 'Si no lo elegís, lo elegimos por vos al cierre (tu número de la suerte si está libre).'
    : 'Si no lo elegís, tu pack no juega este sorteo y lo guarda para el próximo.'
}

const reminderHeadline = ({ sorteoId }: ReminderText) =>
  `Elegí tu cartón para el ${identificador(sorteoId)}`

export function reminderMail(
  user: { email: string; nombre: string },
  reminder: ReminderText,
): Mail {
  return {
    para: user.email,
    asunto: `${reminderHeadline(reminder)}: las ventas cierran el ${closeText(reminder.cierre)}`,
    cuerpo: [
      `Hola, ${user.nombre}:`,
      '',
      `Tu ${reminder.pack} todavía no tiene cartón para el ${identificador(reminder.sorteoId)}. Las ventas cierran el ${closeText(reminder.cierre)}.`,
      consequence(reminder),
      '',
      `Elegir cartones: ${siteUrl()}${PACKS_PATH}`,
    ].join('\n'),
    enlace: `${siteUrl()}${PACKS_PATH}`,
  }
}

export function reminderPush(reminder: ReminderText, kind: string): PushPayload {
  return {
    titulo: reminderHeadline(reminder),
    cuerpo: `Las ventas cierran el ${closeText(reminder.cierre)}. ${consequence(reminder)}`,
    url: PACKS_PATH,
    etiqueta: `recordatorio-${kind}-${reminder.sorteoId}`,
  }
}
