// What the live draw answers in Spanish, written once.

export const LIVE_ALREADY_RUNNING = 'Ya hay un sorteo en vivo en curso: esperá a que termine.'
export const LIVE_STARTED = 'Sorteo en vivo iniciado: las bolillas se cantan de a una.'
export const LIVE_DRAW_RUNNING =
  'El sorteo se está cantando en vivo: termina solo cuando salga la última bolilla.'
export const SALES_CLOSED_LIVE =
  'El sorteo ya está en vivo: no se venden más cartones para este sorteo. Podés comprar para el próximo cuando termine.'
export const INTERVAL_RANGE = 'intervaloMs: de 100 a 60000 milisegundos.'
export const LIVE_NOT_FINISHED = 'El sorteo en vivo todavía no terminó.'
export const NO_LIVE_TO_PUBLISH = 'No hay un sorteo en vivo terminado para publicar.'
export const LIVE_PUBLISHED = 'Sorteo en vivo terminado. Los resultados ya están publicados.'
export const STREAMS_PER_ADDRESS =
  'Demasiadas conexiones al flujo del sorteo desde esta dirección. Probá de nuevo en un rato.'
