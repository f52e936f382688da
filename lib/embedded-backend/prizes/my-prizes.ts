import { asc, desc, eq } from 'drizzle-orm'
import { formatDate } from '../../format'
import type { Executor } from '../db/executor'
import { draws, premios } from '../db/schema'
import { identificador } from '../draws/calendar'
import { prizeValue } from './player-prize'

// Mis premios (GET usuarios/mis-premios): the player's prizes grouped by draw (SPEC section 3,
// prize group and prize), newest draw first, each draw's prizes in the order they were recorded
// (card number, then play).

export interface PrizeView {
  id: number
  numeroCarton: string
  /** Guaraníes for cash, else the good's name or `Cartón gratis`. */
  premio: number | string
  descuentoFiscal: number
  total: number
  /** dd/MM/yyyy in Asunción. */
  fechaSorteoMostrar: string
  estado: string
  canjear: boolean
  jugada: string
  aciertos: number | null
}

export interface PrizeGroup {
  fechaSorteo: string
  idSorteo: number
  identificadorSorteo: string
  /** The group's cash prizes before tax, in whole thousands of guaraníes. */
  totalEnMiles: number
  premios: PrizeView[]
}

export async function myPrizes(db: Executor, userId: number): Promise<PrizeGroup[]> {
  const rows = await db
    .select({ prize: premios, fecha: draws.fecha })
    .from(premios)
    .innerJoin(draws, eq(draws.id, premios.sorteoId))
    .where(eq(premios.userId, userId))
    .orderBy(desc(draws.fecha), asc(premios.id))
  const groups: (PrizeGroup & { cash: number })[] = []
  for (const { prize, fecha } of rows) {
    let group = groups.at(-1)
    if (group?.idSorteo !== prize.sorteoId) {
      group = {
        fechaSorteo: fecha.toISOString(),
        idSorteo: prize.sorteoId,
        identificadorSorteo: identificador(prize.sorteoId),
        totalEnMiles: 0,
        premios: [],
        cash: 0,
      }
      groups.push(group)
    }
    group.cash += prize.premio ?? 0
    group.premios.push({
      id: prize.id,
      numeroCarton: prize.numeroCarton,
      premio: prizeValue(prize),
      descuentoFiscal: prize.descuentoFiscal,
      total: prize.total,
      fechaSorteoMostrar: formatDate(fecha),
      estado: prize.estado,
      canjear: prize.canjear,
      jugada: prize.jugada,
      aciertos: prize.aciertos,
    })
  }
  return groups.map(({ cash, ...group }) => ({ ...group, totalEnMiles: Math.floor(cash / 1000) }))
}
