import { asc, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { PRIZE_STATES, type prizeGroupSchema } from '@loteria/contract'
import { formatDate } from '@loteria/contract/format'
import type { Executor } from '../db/executor'
import { draws, premios, solicitudesCobro } from '../db/schema'
import { identificador } from '../draws/calendar'
import { prizeValue } from './player-prize'

// Mis premios (GET usuarios/mis-premios): the player's prizes grouped by draw (docs/product.md §3,
// prize group and prize), newest draw first, each draw's prizes in the order they were recorded
// (card number, then play).

/** A prize group as the contract reads it (GET usuarios/mis-premios): no type of its own here. */
type PrizeGroup = z.input<typeof prizeGroupSchema>

/** The stored state, one of the contract's: a row with another is refused, not sent on. */
const prizeState = (estado: string) => z.enum(PRIZE_STATES).parse(estado)

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
      estado: prizeState(prize.estado),
      canjear: prize.canjear,
      jugada: prize.jugada,
      aciertos: prize.aciertos,
      solicitud: latest.get(prize.id) ?? null,
    })
  }
  return groups.map(({ cash, ...group }) => ({ ...group, totalEnMiles: Math.floor(cash / 1000) }))
}
