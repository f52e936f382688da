import { formatGs } from '@loteria/contract/format'

// What the prizes side answers in Spanish, written once.

/** The same refusal whether the prize does not exist or is another player's. */
export const PRIZE_NOT_FOUND = 'No encontramos ese premio en tu cuenta.'
export const PRIZE_ALREADY_CLAIMED = 'Este premio ya fue solicitado.'
export const PRIZE_NOT_CASH =
  'Este premio no es en efectivo: acercate a retirarlo a nuestras oficinas con tu cartón y tu documento.'
export const CLAIMS_UNAVAILABLE =
  'El cobro en línea no está disponible en este momento. Probá más tarde.'
export const overWalletLimit = (max: number) =>
  `Solo los premios de hasta ${formatGs(max)} se acreditan en billetera.`
export const outsideTransferLimits = (min: number, max: number) =>
  `La solicitud de cobro es para premios de ${formatGs(min)} a ${formatGs(max)}.`

export const UNKNOWN_ENTITY = 'La entidad elegida no corresponde al tipo de operación.'
export const REQUEST_SENT =
  'Recibimos tu solicitud de cobro. Te avisaremos por correo cuando la procesemos.'

export const WALLET_ADDED = 'Billetera agregada'
export const tooManyWallets = (max: number) => `Podés registrar hasta ${max} billeteras.`
export const WALLET_NOT_FOUND = 'No encontramos esa billetera en tu cuenta.'
export const walletPaid = (monto: number, numero: string) =>
  `Tu premio de ${formatGs(monto)} se acreditará en la billetera ${numero}.`

/** Operator: the voucher a processed request needs. */
export const VOUCHER_REQUIRED =
  'Adjuntá el comprobante de pago (PNG, JPG o PDF de hasta 5 MB) en el campo comprobante.'
export const VOUCHER_INVALID = 'El comprobante debe ser un PNG, JPG o PDF de hasta 5 MB.'
export const REASON_REQUIRED = 'Indicá el motivo del rechazo.'
export const REASON_TOO_LONG = 'El motivo no puede tener más de 500 caracteres.'
export const UNKNOWN_REQUEST_STATE =
  'Estado desconocido: PENDIENTE, COBRO_SOLICITADO, PROCESADA o RECHAZADA.'
