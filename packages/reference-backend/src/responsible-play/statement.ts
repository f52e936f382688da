import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { formatInTimeZone } from 'date-fns-tz'
import { TIME_ZONE } from '@loteria/contract/format'
import type { Executor } from '../db/executor'
import { movements, premios } from '../db/schema'
import { yearWindow } from './periods'
import { APPROVED } from './spend'

// The player's statement for a year: per month and for the year, what they spent (approved
// purchases), what they won (prizes of their cards), the net and the cards bought, with the year's
// movements and prizes as lines for the CSV download.

interface StatementTotals {
  gastado: number
  ganado: number
  neto: number
  cartones: number
}

interface StatementLine {
  fecha: Date
  tipo: string
  detalle: string
  estado: string
  cartones: number
  monto: number
}

export interface Statement {
  anio: number
  total: StatementTotals
  meses: (StatementTotals & { mes: number })[]
  lineas: StatementLine[]
}

const empty = (): StatementTotals => ({ gastado: 0, ganado: 0, neto: 0, cartones: 0 })
const monthOf = (instant: Date) => Number(formatInTimeZone(instant, TIME_ZONE, 'M'))

export async function statementOf(db: Executor, userId: number, anio: number): Promise<Statement> {
  const { start, end } = yearWindow(anio)
  const [moves, prizes] = await Promise.all([
    db
      .select()
      .from(movements)
      .where(
        and(
          eq(movements.userId, userId),
          gte(movements.fechaTransaccion, start),
          lt(movements.fechaTransaccion, end),
        ),
      )
      .orderBy(asc(movements.fechaTransaccion), asc(movements.id)),
    db
      .select()
      .from(premios)
      .where(
        and(eq(premios.userId, userId), gte(premios.creadoEn, start), lt(premios.creadoEn, end)),
      )
      .orderBy(asc(premios.creadoEn), asc(premios.id)),
  ])
  const meses = Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, ...empty() }))
  const total = empty()
  const lineas: StatementLine[] = []
  for (const move of moves) {
    lineas.push({
      fecha: move.fechaTransaccion,
      tipo: move.tipo,
      detalle: move.medioPagoNombre,
      estado: move.estadoTransaccion,
      cartones: move.cantidadCartones,
      monto: -move.monto,
    })
    if (move.estadoTransaccion !== APPROVED) continue
    for (const sum of [meses[monthOf(move.fechaTransaccion) - 1]!, total]) {
      sum.gastado += move.monto
      sum.cartones += move.cantidadCartones
    }
  }
  for (const prize of prizes) {
    const amount = prize.premio ?? 0
    lineas.push({
      fecha: prize.creadoEn,
      tipo: 'PREMIO',
      detalle: prize.premioTexto ?? prize.jugada,
      estado: prize.estado,
      cartones: 0,
      monto: amount,
    })
    for (const sum of [meses[monthOf(prize.creadoEn) - 1]!, total]) sum.ganado += amount
  }
  for (const sum of [...meses, total]) sum.neto = sum.ganado - sum.gastado
  lineas.sort((a, b) => a.fecha.getTime() - b.fecha.getTime())
  return { anio, total, meses, lineas }
}
