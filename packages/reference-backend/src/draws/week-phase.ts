import type { WeekPhase } from '@loteria/contract'
import type { Executor } from '../db/executor'
import { salesCloseOf } from '../buying/close-schedule'
import { refuseLiveSale } from '../live/sale-stop'
import type { DrawRow } from './store'

// What sorteos/actual says of the week's clock (docs/contract.md, "The week's phase"): the instant
// the open draw's sales close (the one they closed at, once closed: an operator's `cierre` may come
// first), and its phase. The phase says what this backend does now: "closed" only once the close
// has happened, so the site never tells a player a sale is refused that this backend would take.

export interface OpenDrawClock {
  cierreVentas: string
  fase: WeekPhase
}

export async function openDrawClock(db: Executor, row: DrawRow): Promise<OpenDrawClock> {
  const cierreVentas = (row.ventasCerradasEn ?? salesCloseOf(row.fecha)).toISOString()
  if (await refuseLiveSale(db, row.id)) return { cierreVentas, fase: 'EN_VIVO' }
  return { cierreVentas, fase: row.ventasCerradasEn ? 'VENTAS_CERRADAS' : 'VENTAS_ABIERTAS' }
}
