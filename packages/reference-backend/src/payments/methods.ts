import {
  PAYMENT_METHOD_CODES,
  paymentMethodCodeSchema,
  type PaymentMethodCode,
} from '@loteria/contract'

// The four payment methods (docs/product.md §1): a mobile money wallet, a telecom wallet, a card
// payment provider and another wallet. docs/product.md describes them without naming them; players
// in Paraguay look for the providers' own names (docs/history.md), so the names are
// those: Tigo Money, Billetera Personal, Bancard (cards) and Zimple. Codes are the contract's (GET
// medios-pago).

export { PAYMENT_METHOD_CODES, type PaymentMethodCode }

export interface PaymentMethod {
  codigo: PaymentMethodCode
  nombre: string
  descripcion: string
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    codigo: 'billetera',
    nombre: 'Tigo Money',
    descripcion:
      'Al tocar “Pagar ahora” te redirigimos a la página de Tigo Money para confirmar el pago.',
  },
  {
    codigo: 'personal',
    nombre: 'Billetera Personal',
    descripcion:
      'Al tocar “Pagar ahora” te redirigimos a la página de Billetera Personal para confirmar el pago.',
  },
  {
    codigo: 'tarjeta',
    nombre: 'Tarjeta de crédito o débito (Bancard)',
    descripcion:
      'Al tocar “Pagar ahora” te redirigimos a la página segura de Bancard para pagar con tu tarjeta.',
  },
  {
    codigo: 'otra',
    nombre: 'Zimple',
    descripcion:
      'Al tocar “Pagar ahora” te redirigimos a la página de Zimple para confirmar el pago.',
  },
]

function paymentMethod(codigo: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.codigo === codigo)
}

/** The method's name, as movements and card details show it ('' for an unknown code). */
export const paymentMethodName = (codigo: string | null | undefined): string =>
  (codigo && paymentMethod(codigo)?.nombre) || ''

export const isPaymentMethodCode = (value: string): value is PaymentMethodCode =>
  paymentMethodCodeSchema.safeParse(value).success
