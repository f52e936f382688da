import { formatDate } from '@loteria/contract/format'
import { MAX_HELD_CARDS } from './hold-expiry'

// What the buying side answers in Spanish, written once.

export const cardTaken = (numero: string) =>
  `El cartón ${numero} ya no está disponible. Elegí otro.`
export const selfExcluded = (hasta: Date) =>
  `Tu cuenta está autoexcluida hasta el ${formatDate(hasta)}. No podés comprar cartones.`
export const salesClosed = (id: number) =>
  `Las ventas del Sorteo N° ${id} ya cerraron: no se venden más cartones para este sorteo. Podés comprar para el próximo cuando termine.`
export const drawNotOnSale = (id: number) => `El sorteo N° ${id} no está abierto a la venta.`

export const TOO_MANY_CARDS = `Podés reservar hasta ${MAX_HELD_CARDS} cartones a la vez.`
export const UNKNOWN_CARD = 'El cartón no existe.'
export const CARD_NOT_IN_OPEN_DRAW = 'El cartón no es del sorteo abierto.'
export const CARD_NOT_YOURS = 'El cartón no pertenece a tu cuenta.'
export const NO_PENDING_CARDS = 'No tenés cartones pendientes de elegir para este sorteo.'
export const CARD_RESERVED = 'Cartón reservado'
export const INVALID_QUANTITY = `La cantidad de cartones debe ser un número entre 1 y ${MAX_HELD_CARDS}.`
export const DIGITS_ONLY = 'Para buscar un cartón ingresá solo números, hasta 6 cifras.'

export const CARDS_DO_NOT_MATCH = 'La lista de cartones no coincide con tu reserva.'
export const AMOUNT_DOES_NOT_MATCH = 'El monto no coincide con el precio del pack.'
export const UNKNOWN_PACK = 'El pack elegido no existe.'
export const PAYMENTS_UNAVAILABLE =
  'Los pagos no están disponibles en este momento. Volvé a intentar más tarde.'
export const METHOD_UNAVAILABLE =
  'El medio de pago no está disponible en este momento. Probá con otro.'

/** A purchase's `mensaje` (and its movement's) in each state. */
export const AWAITING_PAYMENT = 'Esperando la confirmación del pago'
export const PAYMENT_APPROVED = 'Pago aprobado'
export const PAYMENT_REJECTED = 'Pago rechazado por el medio de pago'
export const PAYMENT_CANCELLED = 'Pago cancelado por el jugador'
export const HOLD_EXPIRED = 'La reserva venció antes del pago'
export const DRAW_ALREADY_RUN = 'El sorteo ya se realizó'
export const REPLACED_BY_NEW_ATTEMPT = 'Reemplazado por un nuevo intento de pago'

/** An approval refused by the player's own stops: why, then what became of the purchase. */
export const approvalRefused = (why: string) =>
  `No completamos la compra. ${why} Cancelamos el pago y liberamos los cartones.`
