import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { cards } from '../db/schema'
import { parsePlays } from '../draws/cards'
import { NORMAL_PLAYS } from '../draws/plays'
import { cardPrizes, prepareResult } from '../draws/prizes'
import { parseResult } from '../draws/results'
import { liveState } from './state'

// GET rest/sorteos/en-vivo/mis-cartones (🔒): the player's cards in the draw the live page shows
// (the one being called, or just finished, else the open draw), every play's numbers, and once
// the draw has a result what each card won.

export async function myLiveCards(db: Executor, userId: number) {
  const state = await liveState(db)
  const draw = state.estado === 'ESPERANDO' ? state.proximo : state.sorteo
  if (!draw) return { sorteoId: null, estado: state.estado, cartones: [] }
  const rows = await db
    .select({ id: cards.id, numero: cards.numero, jugadas: cards.jugadas })
    .from(cards)
    .where(and(eq(cards.sorteoId, draw.id), eq(cards.userId, userId)))
    .orderBy(asc(cards.numero))
  const result =
    state.estado === 'FINALIZADO' && state.resultado
      ? prepareResult(parseResult(state.resultado))
      : undefined
  return {
    sorteoId: draw.id,
    estado: state.estado,
    cartones: rows.map((row) => {
      const plays = parsePlays(row.jugadas)
      return {
        id: row.id,
        numero: row.numero,
        jugadas: NORMAL_PLAYS.map((nombre) => ({ nombre, numeros: plays[nombre] })),
        premios: result ? cardPrizes(result, { numero: row.numero, plays }) : null,
      }
    }),
  }
}
