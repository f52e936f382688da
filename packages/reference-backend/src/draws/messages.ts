// What the draws side answers in Spanish, written once.

export const NO_RESULT = 'El sorteo todavía no tiene resultados.'
export const NO_OPEN_DRAW = 'No hay un sorteo abierto.'
export const INVALID_CARD_NUMBER = 'Número de cartón inválido.'
export const CARD_WON = '¡Tu cartón tiene premio!'
export const CARD_DID_NOT_WIN = 'Este cartón no tiene premios en este sorteo.'
export const DRAW_HAS_NO_CARDS = 'El sorteo no tiene cartones: no se puede ejecutar.'
export const DRAW_RUN = 'Sorteo ejecutado. Los resultados ya están publicados.'
export const notTheOpenDraw = (id: number) =>
  `El sorteo N° ${id} no es el sorteo abierto: ya fue ejecutado o todavía no existe.`
export const azarCardNotInPool = (numero: string) =>
  `El cartón ${numero} no está en el sorteo abierto: no puede recibir un premio de Azar.`
