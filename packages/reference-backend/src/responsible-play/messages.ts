import { formatDate, formatGs, formatTime } from '@loteria/contract/format'
import { responsiblePlayMessage } from '@loteria/contract'
import type { Period } from './periods'

// What responsible play answers in Spanish, written once. Input errors use the contract's texts
// (@loteria/shared), so the browser, the server action and this backend say the same thing.

export const inputMessage = (key: string): string => responsiblePlayMessage(key)

const LIMIT_NAME: Record<Period, string> = {
  dia: 'límite diario',
  semana: 'límite semanal',
  mes: 'límite mensual',
}
const IN_PERIOD: Record<Period, string> = { dia: 'hoy', semana: 'esta semana', mes: 'este mes' }

export const limitName = (period: Period) => LIMIT_NAME[period]
const inPeriod = (period: Period) => IN_PERIOD[period]

/** "el 26/11/2026 a las 15:00:00": when something applies or ends. */
export const onAt = (instant: Date) => `el ${formatDate(instant)} a las ${formatTime(instant)}`

export const overLimit = (period: Period, limit: number, left: number, what: 'compra' | 'carton') =>
  `${what === 'compra' ? 'Esta compra supera' : 'Con este cartón superás'} tu ${limitName(period)} de ${formatGs(limit)}. Te quedan ${formatGs(left)} ${inPeriod(period)}.`

export const paused = (hasta: Date) =>
  `Estás en pausa hasta ${onAt(hasta)}. Hasta entonces no podés comprar ni elegir cartones.`

export const limitAppliedNow = (period: Period, amount: number) =>
  `Tu ${limitName(period)} ahora es de ${formatGs(amount)}.`
export const limitPending = (period: Period, amount: number | null, desde: Date) =>
  amount === null
    ? `Tu ${limitName(period)} se quita ${onAt(desde)}, dentro de 24 horas. Podés cancelar el cambio hasta entonces.`
    : `Tu ${limitName(period)} sube a ${formatGs(amount)} ${onAt(desde)}, dentro de 24 horas. Podés cancelar el cambio hasta entonces.`
export const limitUnchanged = (period: Period) => `Tu ${limitName(period)} ya es ese.`
export const NO_LIMIT_TO_REMOVE = 'No tenés un límite para quitar en ese período.'
export const pendingCancelled = (period: Period) =>
  `Cancelamos el cambio pendiente de tu ${limitName(period)}.`
export const NO_PENDING_CHANGE = 'No hay un cambio pendiente para cancelar.'
export const pauseStarted = (hasta: Date) =>
  `Tu pausa empezó. No vas a poder comprar ni elegir cartones hasta ${onAt(hasta)}.`
export const pauseCannotShorten = (hasta: Date) =>
  `Ya estás en pausa hasta ${onAt(hasta)}. Una pausa no se puede acortar: solo podés elegir una más larga.`
export const realityCheckSaved = (minutos: number) =>
  minutos === 0
    ? 'Desactivaste el aviso de tiempo de juego.'
    : `Te vamos a avisar cada ${minutos} minutos de sesión.`
