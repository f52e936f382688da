import { and, asc, desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { cards, compras, draws, users } from '../db/schema'
import { paymentMethodName } from '../payments/methods'

// The player's cards (GET ticket/mis-cartones) and one card's detail (GET ticket/info).

export interface MyCardsGroup {
  fechaSorteo: string
  sorteoId: number
  numeroCarton: { id: number; numero: string }[]
}

/** Grouped by draw, newest draw first, numbers ascending. */
export async function myCards(db: Executor, userId: number): Promise<MyCardsGroup[]> {
  const rows = await db
    .select({ id: cards.id, numero: cards.numero, sorteoId: cards.sorteoId, fecha: draws.fecha })
    .from(cards)
    .innerJoin(draws, eq(draws.id, cards.sorteoId))
    .where(eq(cards.userId, userId))
    .orderBy(desc(draws.fecha), asc(cards.numero))
  const groups: MyCardsGroup[] = []
  for (const row of rows) {
    let group = groups.at(-1)
    if (group?.sorteoId !== row.sorteoId) {
      group = { fechaSorteo: row.fecha.toISOString(), sorteoId: row.sorteoId, numeroCarton: [] }
      groups.push(group)
    }
    group.numeroCarton.push({ id: row.id, numero: row.numero })
  }
  return groups
}

export interface CardDetail {
  numero: string
  fechaReserva: string
  usuarioNombre: string
  medioPagoNombre: string
  usuarioDocumento: string
  jugadas: string
}

/** One of the player's cards; undefined when the card is not theirs. */
export async function myCardDetail(
  db: Executor,
  userId: number,
  cardId: number,
): Promise<CardDetail | undefined> {
  const [row] = await db
    .select({
      numero: cards.numero,
      jugadas: cards.jugadas,
      vendidoEn: cards.vendidoEn,
      nombre: users.nombre,
      apellido: users.apellido,
      documento: users.documento,
      medioPago: compras.medioPago,
    })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .leftJoin(compras, eq(compras.id, cards.compraId))
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
  if (!row) return undefined
  return {
    numero: row.numero,
    fechaReserva: (row.vendidoEn ?? new Date(0)).toISOString(),
    usuarioNombre: `${row.nombre} ${row.apellido}`,
    medioPagoNombre: paymentMethodName(row.medioPago),
    usuarioDocumento: row.documento,
    jugadas: row.jugadas,
  }
}
