import {
  PAYMENT_METHOD_CODES,
  paymentMethodCodeSchema,
  type PaymentMethodCode,
} from '@loteria/shared/contract/purchase'

// The four payment methods (SPEC section 1): a mobile money wallet, a telecom wallet, a card
// payment provider and another wallet. Codes and names are the contract's (GET medios-pago).

export { PAYMENT_METHOD_CODES, type PaymentMethodCode }

export interface PaymentMethod {
  codigo: PaymentMethodCode
  nombre: string
  descripcion: string
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    codigo: 'billetera',
    nombre: 'Billetera móvil',
    descripcion:
      'Al tocar “Pagar ahora” te redirigimos a la página de tu billetera móvil para confirmar el pago.',
  },
  {
    codigo: 'personal',
    nombre: 'Billetera personal',
    descripcion:
      'Al tocar “Pagar ahora” te redirigimos a la página de Billetera personal para confirmar el pago.',
  },
  {
    codigo: 'tarjeta',
    nombre: 'Tarjeta de crédito o débito',
    descripcion:
      'Al tocar “Pagar ahora” te redirigimos a la página segura del procesador de tarjetas para pagar.',
  },
  {
    codigo: 'otra',
    nombre: 'Otra billetera',
    descripcion:
      'Al tocar “Pagar ahora” te redirigimos a la página de la billetera elegida para confirmar el pago.',
  },
]

export function paymentMethod(codigo: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.codigo === codigo)
}

/** The method's name, as movements and card details show it ('' for an unknown code). */
export const paymentMethodName = (codigo: string | null | undefined): string =>
  (codigo && paymentMethod(codigo)?.nombre) || ''

export const isPaymentMethodCode = (value: string): value is PaymentMethodCode =>
  paymentMethodCodeSchema.safeParse(value).success
