import { and, asc, eq, gt } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { packSubscriptions } from '../db/schema'

// The player's packs worth a reminder: those with draws left, and those still waiting for the
// player to choose their cards. The buying side fills the table when a pack is bought.

export type PackReminder = 'active' | 'awaiting-cards'

export function packReminders(db: Executor, userId: number, which: PackReminder) {
  const condition =
    which === 'active'
      ? gt(packSubscriptions.cantidad, 0)
      : eq(packSubscriptions.cartonesPendientes, true)
  return db
    .select({
      id: packSubscriptions.id,
      cantidad: packSubscriptions.cantidad,
      pack: packSubscriptions.pack,
      cartonesPendientes: packSubscriptions.cartonesPendientes,
    })
    .from(packSubscriptions)
    .where(and(eq(packSubscriptions.userId, userId), condition))
    .orderBy(asc(packSubscriptions.creadoEn), asc(packSubscriptions.id))
}
