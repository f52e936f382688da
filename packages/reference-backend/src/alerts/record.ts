import { eq } from 'drizzle-orm'
import { findUser } from '../accounts/users'
import { avisos, draws, packSubscriptions, premios } from '../db/schema'
import type { AfterDrawStep } from '../draws/after-draw-step'
import { recordMail } from '../mail'
import { prizesWon } from './draw-prizes'
import { ALERT_PACK_CHOICE, ALERT_PRIZE } from './kinds'
import { winMail } from './texts'

// Alerts' part of the draw run (draws/after-draw.ts), inside the draw's transaction, after the
// prizes are recorded: one alert per winner (with its e-mail written to the outbox) and one per
// player whose pack now waits for a card. The unique (kind, draw, player) index makes a retried
// step write nothing twice; a rolled-back draw leaves nothing. Sending happens after the commit
// (alerts/deliver.ts).

export const recordWinAlerts: AfterDrawStep = async (tx, closedDrawId) => {
  const winners = await tx
    .selectDistinct({ userId: premios.userId })
    .from(premios)
    .where(eq(premios.sorteoId, closedDrawId))
  if (winners.length === 0) return
  const [draw] = await tx.select().from(draws).where(eq(draws.id, closedDrawId))
  if (!draw) return
  const now = new Date()
  const created = await tx
    .insert(avisos)
    .values(
      winners.map(({ userId }) => ({
        tipo: ALERT_PRIZE,
        userId,
        sorteoId: closedDrawId,
        creadoEn: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: avisos.id, userId: avisos.userId })
  for (const alert of created) {
    const user = await findUser(tx, alert.userId)
    if (!user) continue
    const correoId = await recordMail(
      tx,
      winMail(user, draw, await prizesWon(tx, user.id, draw.id)),
      now,
    )
    await tx.update(avisos).set({ correoId }).where(eq(avisos.id, alert.id))
  }
}

export const recordPackChoiceAlerts: AfterDrawStep = async (tx, closedDrawId) => {
  const waiting = await tx
    .selectDistinct({ userId: packSubscriptions.userId })
    .from(packSubscriptions)
    .where(eq(packSubscriptions.cartonesPendientes, true))
  if (waiting.length === 0) return
  const now = new Date()
  await tx
    .insert(avisos)
    .values(
      waiting.map(({ userId }) => ({
        tipo: ALERT_PACK_CHOICE,
        userId,
        sorteoId: closedDrawId,
        creadoEn: now,
        // Push only: nothing to show in the site (the pack itself says "Elegir cartones").
        cerradoEn: now,
      })),
    )
    .onConflictDoNothing()
}
