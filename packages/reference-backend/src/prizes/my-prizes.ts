import { asc, desc, eq } from 'drizzle-orm'
import { formatDate } from '@loteria/contract/format'
import type { Executor } from '../db/executor'
import { draws, premios, solicitudesCobro } from '../db/schema'
import { identificador } from '../draws/calendar'
import { prizeValue } from './player-prize'

// Mis premios (GET usuarios/mis-premios): the player's prizes grouped by draw (docs/product.md §3,
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
  /**
   * Contract addition: the prize's latest collection request, so the player sees what became of
   * it (`RECHAZADA` with its reason: the prize is PENDIENTE again and can be claimed again); null
   * when none was sent.
   */
  solicitud: { estado: string; motivo: string } | null
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
  // Newest first: the first one seen per prize is its latest.
  const requests = await db
    .select({
      premioId: solicitudesCobro.premioId,
      estado: solicitudesCobro.estadoSolicitud,
      motivo: solicitudesCobro.motivo,
    })
    .from(solicitudesCobro)
    .where(eq(solicitudesCobro.userId, userId))
    .orderBy(desc(solicitudesCobro.fechaEnvio), desc(solicitudesCobro.id))
  const latest = new Map<number, { estado: string; motivo: string }>()
  for (const { premioId, ...request } of requests) {
    if (!latest.has(premioId)) latest.set(premioId, request)
  }
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
      solicitud: latest.get(prize.id) ?? null,
    })
  }
  return groups.map(({ cash, ...group }) => ({ ...group, totalEnMiles: Math.floor(cash / 1000) }))
}
