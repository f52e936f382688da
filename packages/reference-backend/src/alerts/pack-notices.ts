import { eq } from 'drizzle-orm'
import { findUser } from '../accounts/users'
import type { Executor } from '../db/executor'
import { avisos, users } from '../db/schema'
import { recordMail, type Mail } from '../mail'
import type { PACK_NOTICE_KINDS } from '@loteria/contract'

// Writing the pack notices: the card the close of sales chose (CARTON_ELEGIDO) and the
// reminders before it (RECORDATORIO_24H, RECORDATORIO_2H); notices.ts reads and closes them.
// Written in the transaction that
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
