import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { PACK_NOTICE_KINDS, type PackNotice } from '@loteria/contract'
import { salesCloseOf } from '../buying/close-schedule'
import { luckyOutcome } from '../buying/lucky-number'
import type { Executor } from '../db/executor'
import { avisos, cards, draws, packSubscriptions } from '../db/schema'
import { identificador } from '../draws/calendar'
import { prizesWon, summarize } from './draw-prizes'
import { ALERT_CARD_CHOSEN, ALERT_PRIZE } from './kinds'
import type { PackNoticeKind } from './pack-notices'

// The in-site notices, of two kinds: prizes won, and packs (the card the close chose, the
// reminders before it). Each stays until the player closes it (a prize notice also when they
// open Mis premios, which closes them all). Kept here, not in a browser cookie, so that it does
// not come back on another device or after the cookies are cleared.

/** Which avisos rows each kind of notice is. */
const KINDS = { premios: [ALERT_PRIZE], packs: [...PACK_NOTICE_KINDS] } as const
export type NoticeKind = keyof typeof KINDS

export interface PrizeNotice {
  id: number
  sorteoId: number
  identificadorSorteo: string
  fechaSorteo: string
  /** Cash won in the draw, before tax, in guaraníes (0 when only goods). */
  monto: number
  /** Goods won (`Cartón gratis`, a good's name), one per prize. */
  bienes: string[]
}

/** At most a season's worth: an account that never opens its notices does not grow the answer. */
const MAX_NOTICES = 20

export async function openPrizeNotices(db: Executor, userId: number): Promise<PrizeNotice[]> {
  const rows = await db
    .select({ id: avisos.id, sorteoId: avisos.sorteoId, fecha: draws.fecha })
    .from(avisos)
    .innerJoin(draws, eq(draws.id, avisos.sorteoId))
    .where(
      and(
        eq(avisos.userId, userId),
        inArray(avisos.tipo, [...KINDS.premios]),
        isNull(avisos.cerradoEn),
      ),
    )
    .orderBy(desc(draws.fecha))
    .limit(MAX_NOTICES)
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      sorteoId: row.sorteoId,
      identificadorSorteo: identificador(row.sorteoId),
      fechaSorteo: row.fecha.toISOString(),
      ...summarize(await prizesWon(db, userId, row.sorteoId)),
    })),
  )
}

export async function openPackNotices(db: Executor, userId: number): Promise<PackNotice[]> {
  const rows = await db
    .select({
      id: avisos.id,
      tipo: avisos.tipo,
      sorteoId: avisos.sorteoId,
      fecha: draws.fecha,
      suscripcionId: avisos.suscripcionId,
      pack: packSubscriptions.pack,
      numero: avisos.numero,
      numeroFavorito: cards.numeroFavorito,
    })
    .from(avisos)
    .innerJoin(draws, eq(draws.id, avisos.sorteoId))
    .innerJoin(packSubscriptions, eq(packSubscriptions.id, avisos.suscripcionId))
    // The lucky number the close looked for is the chosen card's, not the pack's number today.
    .leftJoin(cards, and(eq(cards.sorteoId, avisos.sorteoId), eq(cards.numero, avisos.numero)))
    .where(
      and(
        eq(avisos.userId, userId),
        inArray(avisos.tipo, [...KINDS.packs]),
        isNull(avisos.cerradoEn),
      ),
    )
    .orderBy(desc(avisos.creadoEn), desc(avisos.id))
    .limit(MAX_NOTICES)
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      tipo: row.tipo as PackNoticeKind,
      sorteoId: row.sorteoId,
      identificadorSorteo: identificador(row.sorteoId),
      cierre: salesCloseOf(row.fecha).toISOString(),
      suscripcionId: row.suscripcionId!,
      pack: row.pack,
      numero: row.numero,
      // What became of the lucky number at that close (read now, from the draw's cards).
      favorito:
        row.tipo === ALERT_CARD_CHOSEN && row.numeroFavorito
          ? {
              numero: row.numeroFavorito,
              resultado: await luckyOutcome(db, row.sorteoId, row.numeroFavorito, row.numero),
            }
          : null,
    })),
  )
}

/** Closes the given notices of one kind of this player (others' ids change nothing); none given: all. */
export async function closeNotices(
  db: Executor,
  kind: NoticeKind,
  userId: number,
  ids: readonly number[] | undefined,
): Promise<number> {
  const closed = await db
    .update(avisos)
    .set({ cerradoEn: new Date() })
    .where(
      and(
        eq(avisos.userId, userId),
        inArray(avisos.tipo, [...KINDS[kind]]),
        isNull(avisos.cerradoEn),
        ids ? inArray(avisos.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: avisos.id })
  return closed.length
}
