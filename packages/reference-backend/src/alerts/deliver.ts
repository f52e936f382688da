import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { avisos, outbox, suscripcionesPush } from '../db/schema'
import { deliverMail } from '../mail'
import { prizesWon } from './draw-prizes'
import { ALERT_PRIZE } from './kinds'
import { sendPush, vapidKeys } from './push'
import { packNoticePush } from './pack-push'
import { packChoicePush, winPush } from './texts'
import { errorFields, logger } from '@loteria/shared/observability'

// After the draw's transaction has committed: the alerts it wrote are sent. Each channel claims
// an alert with a conditional update (`… IS NULL`), so two processes or a repeated call never send
// one twice; what a crash leaves unsent goes out after the next draw.

export async function deliverAlerts(db: Database): Promise<void> {
  await deliverMails(db)
  // Not awaited: a slow push service must not hold up the draw's answer.
  deliverPushes(db).catch((error: unknown) =>
    logger.error('push: el envío falló', errorFields(error)),
  )
}

async function deliverMails(db: Database): Promise<void> {
  const claimed = await db
    .update(avisos)
    .set({ correoEn: new Date() })
    .where(and(isNotNull(avisos.correoId), isNull(avisos.correoEn)))
    .returning({ correoId: avisos.correoId })
  const ids = claimed.flatMap(({ correoId }) => (correoId === null ? [] : [correoId]))
  if (ids.length === 0) return
  for (const mail of await db.select().from(outbox).where(inArray(outbox.id, ids))) {
    deliverMail(mail)
  }
}

async function deliverPushes(db: Database): Promise<void> {
  const claimed = await db
    .update(avisos)
    .set({ pushEn: new Date() })
    .where(isNull(avisos.pushEn))
    .returning()
  const keys = vapidKeys()
  // Without keys push is off: the claimed alerts are done (they are not kept for later).
  if (!keys) return
  for (const alert of claimed) {
    const prize = alert.tipo === ALERT_PRIZE
    const targets = await db
      .select()
      .from(suscripcionesPush)
      .where(
        and(
          eq(suscripcionesPush.userId, alert.userId),
          eq(prize ? suscripcionesPush.premios : suscripcionesPush.elegirCarton, true),
        ),
      )
    if (targets.length === 0) continue
    const payload = prize
      ? winPush(alert.sorteoId, await prizesWon(db, alert.userId, alert.sorteoId))
      : ((await packNoticePush(db, alert)) ?? packChoicePush(alert.sorteoId))
    await Promise.all(
      targets.map(async (target) => {
        if ((await sendPush(keys, target, payload)) !== 'gone') return
        await db.delete(suscripcionesPush).where(eq(suscripcionesPush.id, target.id))
        logger.info('push: suscripción dada de baja, el servicio ya no la conoce', {
          suscripcion: target.id,
        })
      }),
    )
  }
}
