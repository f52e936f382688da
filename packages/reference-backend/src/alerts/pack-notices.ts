import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { findUser } from '../accounts/users'
import type { Executor } from '../db/executor'
import { avisos, cards, draws, packSubscriptions, users } from '../db/schema'
import { identificador } from '../draws/calendar'
import { recordMail, type Mail } from '../mail'
import { salesCloseOf } from '../buying/close-schedule'
import { PACK_NOTICE_KINDS, type PackNotice } from '@loteria/contract'
import { luckyOutcome } from '../buying/lucky-number'
import { ALERT_CARD_CHOSEN } from './kinds'

// The pack notices (issue 39): the card the close of sales chose (CARTON_ELEGIDO) and the
// reminders before it (RECORDATORIO_24H, RECORDATORIO_2H). Written in the transaction that
// decides them, one per kind, pack, draw (and card); the unique index of avisos makes a repeated
// close or reminder write nothing twice. Each channel follows the player's switches
// (rest/packs/avisos): no in-site notice means the row is born closed (push still reads it), no
// e-mail means no outbox row. Sending happens after the commit (alerts/deliver.ts).

export type PackNoticeKind = (typeof PACK_NOTICE_KINDS)[number]

export interface PackAlertPreferences {
  aviso: boolean
  correo: boolean
}

export async function packAlertPreferences(
  db: Executor,
  userId: number,
): Promise<PackAlertPreferences> {
  const [row] = await db
    .select({ aviso: users.avisoPacks, correo: users.correoPacks })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? { aviso: true, correo: true }
}

export async function savePackAlertPreferences(
  db: Executor,
  userId: number,
  preferences: PackAlertPreferences,
): Promise<void> {
  await db
    .update(users)
    .set({ avisoPacks: preferences.aviso, correoPacks: preferences.correo })
    .where(eq(users.id, userId))
}

/** Records one pack notice and its e-mail; false when it was written before (nothing written). */
export async function recordPackNotice(
  tx: Executor,
  notice: {
    tipo: PackNoticeKind
    userId: number
    sorteoId: number
    suscripcionId: number
    numero?: string
  },
  mail: (user: { email: string; nombre: string }) => Mail,
  now: Date,
): Promise<boolean> {
  const preferences = await packAlertPreferences(tx, notice.userId)
  const [created] = await tx
    .insert(avisos)
    .values({
      ...notice,
      numero: notice.numero ?? null,
      creadoEn: now,
      cerradoEn: preferences.aviso ? null : now,
    })
    .onConflictDoNothing()
    .returning({ id: avisos.id })
  if (!created) return false
  if (preferences.correo) {
    const user = await findUser(tx, notice.userId)
    if (user) {
      const correoId = await recordMail(tx, mail(user), now)
      await tx.update(avisos).set({ correoId }).where(eq(avisos.id, created.id))
    }
  }
  return true
}

/** At most a season's worth, as for prize notices. */
const MAX_NOTICES = 20

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
        inArray(avisos.tipo, [...PACK_NOTICE_KINDS]),
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

/** Closes the given pack notices of this player (others' ids change nothing); none given: all. */
export async function closePackNotices(
  db: Executor,
  userId: number,
  ids: readonly number[] | undefined,
): Promise<number> {
  const closed = await db
    .update(avisos)
    .set({ cerradoEn: new Date() })
    .where(
      and(
        eq(avisos.userId, userId),
        inArray(avisos.tipo, [...PACK_NOTICE_KINDS]),
        isNull(avisos.cerradoEn),
        ids ? inArray(avisos.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: avisos.id })
  return closed.length
}
