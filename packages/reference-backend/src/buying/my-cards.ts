import { and, asc, desc, eq } from 'drizzle-orm'
import type { LuckyOutcome } from '@loteria/contract'
import type { Executor } from '../db/executor'
import { luckyOutcome } from './lucky-number'
import { cards, compras, draws, premios, users } from '../db/schema'
import { prizeValue } from '../prizes/player-prize'
import { paymentMethodName } from '../payments/methods'

// The player's cards (GET ticket/mis-cartones) and one card's detail (GET ticket/info).

export interface MyCardsGroup {
  fechaSorteo: string
  sorteoId: number
  numeroCarton: MyCard[]
  /** Contract addition: the draw has been run, so each card says what it won. */
  sorteado: boolean
  /** Contract addition: how many of these cards won something (0 until the draw is run). */
  cartonesGanadores: number
}

interface MyCard {
  id: number
  numero: string
  /**
   * Contract addition: GANADOR or SIN_PREMIO once the draw is run (from the prizes the draw
   * recorded), PENDIENTE before.
   */
  resultado: 'GANADOR' | 'SIN_PREMIO' | 'PENDIENTE'
  /** Contract addition: what the card won, one entry per prize (empty unless GANADOR). */
  premios: { jugada: string; premio: number | string }[]
  /** Contract addition: chosen for a pack by the close of sales, not by the player. */
  eleccionAutomatica: boolean
  /** Contract addition: the pack's lucky number when the close chose this card, and what became of it. */
  favorito: { numero: string; resultado: LuckyOutcome } | null
}

/** Grouped by draw, newest draw first, numbers ascending, each card with its outcome. */
export async function myCards(db: Executor, userId: number): Promise<MyCardsGroup[]> {
  const rows = await db
    .select({
      id: cards.id,
      numero: cards.numero,
      sorteoId: cards.sorteoId,
      fecha: draws.fecha,
      estado: draws.estado,
      eleccionAutomatica: cards.eleccionAutomatica,
      numeroFavorito: cards.numeroFavorito,
    })
    .from(cards)
    .innerJoin(draws, eq(draws.id, cards.sorteoId))
    .where(eq(cards.userId, userId))
    .orderBy(desc(draws.fecha), asc(cards.numero))
  const won = await prizesByCard(db, userId)
  const groups: MyCardsGroup[] = []
  for (const row of rows) {
    let group = groups.at(-1)
    if (group?.sorteoId !== row.sorteoId) {
      group = {
        fechaSorteo: row.fecha.toISOString(),
        sorteoId: row.sorteoId,
        numeroCarton: [],
        sorteado: row.estado === 'CERRADO',
        cartonesGanadores: 0,
      }
      groups.push(group)
    }
    const premiosDelCarton = won.get(row.id) ?? []
    const resultado = !group.sorteado
      ? 'PENDIENTE'
      : premiosDelCarton.length > 0
        ? 'GANADOR'
        : 'SIN_PREMIO'
    if (resultado === 'GANADOR') group.cartonesGanadores += 1
    group.numeroCarton.push({
      id: row.id,
      numero: row.numero,
      resultado,
      premios: premiosDelCarton,
      eleccionAutomatica: row.eleccionAutomatica,
      favorito: row.numeroFavorito
        ? {
            numero: row.numeroFavorito,
            resultado: await luckyOutcome(db, row.sorteoId, row.numeroFavorito, row.numero),
          }
        : null,
    })
  }
  return groups
}

/** The player's prizes by card, in the order the draw recorded them. */
async function prizesByCard(db: Executor, userId: number) {
  const rows = await db
    .select()
    .from(premios)
    .where(eq(premios.userId, userId))
    .orderBy(asc(premios.id))
  const byCard = new Map<number, MyCard['premios']>()
  for (const row of rows) {
    const list = byCard.get(row.cardId) ?? []
    list.push({ jugada: row.jugada, premio: prizeValue(row) })
    byCard.set(row.cardId, list)
  }
  return byCard
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
