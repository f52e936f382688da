// Which illustration goes with which step of the help guides. The texts live in messages/es.json
// (namespace Help) under the same ids; the images are written by scripts/generate/help-images.mjs.

/** One illustration: the wide version, and the portrait one that replaces it on phones. */
export interface HelpImage {
  src: string
  width: number
  height: number
  mobile?: { src: string; width: number; height: number }
}

/** Shared with the `<source media>` of ResponsiveImage and its CSS (keep the 700px in sync). */
export const MOBILE_MEDIA = '(max-width: 699px)'

/** Every guide image exists as `<path>.svg` (1200x675) and `<path>-movil.svg` (540x960). */
function helpImage(path: string): HelpImage {
  return {
    src: `/ayuda/${path}.svg`,
    width: 1200,
    height: 675,
    mobile: { src: `/ayuda/${path}-movil.svg`, width: 540, height: 960 },
  }
}

export const VERIFICATION_STEPS = [
  { id: 'miCuenta', image: helpImage('verificacion-cuenta/paso-1') },
  { id: 'solicitar', image: helpImage('verificacion-cuenta/paso-2') },
  { id: 'nacionalidad', image: helpImage('verificacion-cuenta/paso-3') },
  { id: 'fotos', image: helpImage('verificacion-cuenta/paso-4') },
  { id: 'listo', image: helpImage('verificacion-cuenta/paso-5') },
] as const

export const ADD_CARD_STEPS = [
  { id: 'elegir', image: helpImage('agregar-tarjeta/paso-1') },
  { id: 'agregar', image: helpImage('agregar-tarjeta/paso-2') },
  { id: 'datos', image: helpImage('agregar-tarjeta/paso-3') },
  { id: 'banco', image: helpImage('agregar-tarjeta/paso-4') },
  { id: 'pagar', image: helpImage('agregar-tarjeta/paso-5') },
] as const

/** Choosing the cards: the same for every payment method. */
export const BUY_STEPS = [
  { id: 'comprar', image: helpImage('como-comprar/paso-1') },
  { id: 'pack', image: helpImage('como-comprar/paso-2') },
  { id: 'cartones', image: helpImage('como-comprar/paso-3') },
  { id: 'pagar', image: helpImage('como-comprar/paso-4') },
] as const

/** Tabs in the order of the checkout accordion (docs/product.md §1: payment methods). */
export const PAYMENT_METHODS = ['billetera', 'tarjeta', 'personal', 'otra'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Every method has the same three steps of its own, so their message keys line up. */
export const METHOD_STEPS = ['elegir', 'datos', 'confirmar'] as const

export function methodImage(method: PaymentMethod, index: number): HelpImage {
  return helpImage(`como-comprar/${method}/paso-${index + 1}`)
}

/** The last step of every method: back on the site, in Mis Cartones. */
export const MY_CARDS_IMAGE = helpImage('como-comprar/mis-cartones')

/** The three guides, for the links between them. */
export const HELP_GUIDES = [
  { key: 'verificacion', href: '/ayuda/verificacion-cuenta' },
  { key: 'agregarTarjeta', href: '/ayuda/agregar-tarjeta' },
  { key: 'comoComprar', href: '/ayuda/como-comprar' },
] as const
export type HelpGuide = (typeof HELP_GUIDES)[number]['key']
