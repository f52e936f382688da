// Runs the embedded backend's draw in this process on a database of its own (EMBEDDED_DATA_DIR) and
// prints as JSON what the verified demo player's prize alerts (the pack's alert aside) and e-mails are: before, after a run
// whose after-draw step fails (rolled back: nothing), after a good run (one of each) and after the
// alerts step runs again (still one). Started by the alerts contract test through tsx: PGlite
// cannot start inside jest's VM, and HTTP cannot make a step fail.
import { and, count, eq } from 'drizzle-orm'
import {
  afterDrawSteps,
  ALERT_PACK_CHOICE,
  ALERT_PRIZE,
  avisos,
  cards,
  closeDatabase,
  draws,
  getDatabase,
  outbox,
  recordWinAlerts,
  runCurrentDraw,
  users,
} from '@loteria/reference-backend/testing'

const EMAIL = 'verificado@demo.com.py'

async function main() {
  const { db } = await getDatabase()
  const [player] = await db.select().from(users).where(eq(users.email, EMAIL))
  const [open] = await db.select().from(draws).where(eq(draws.estado, 'ABIERTO'))
  if (!player || !open) throw new Error('the seed has no verified player or open draw')
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.sorteoId, open.id), eq(cards.userId, player.id)))
  if (!card) throw new Error('the verified player has no card in the open draw')
  const options = { expectedId: open.id, azarAwards: [{ numero: card.numero, premio: 400_000 }] }

  const state = async () => {
    const [alerts] = await db
      .select({ n: count() })
      .from(avisos)
      .where(
        and(
          eq(avisos.userId, player.id),
          eq(avisos.sorteoId, open.id),
          eq(avisos.tipo, ALERT_PRIZE),
        ),
      )
    const [mails] = await db.select({ n: count() }).from(outbox).where(eq(outbox.para, EMAIL))
    const [draw] = await db.select().from(draws).where(eq(draws.id, open.id))
    return { alerts: alerts?.n, mails: mails?.n, estado: draw?.estado }
  }

  const before = await state()
  afterDrawSteps.push(async () => {
    throw new Error('paso fallido')
  })
  const failed = await runCurrentDraw(db, options).then(
    () => 'ran',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  const afterFailure = await state()
  afterDrawSteps.pop()
  await runCurrentDraw(db, options)
  const afterRun = await state()
  await db.transaction((tx) => recordWinAlerts(tx, open.id))
  const afterRetry = await state()
  // The verified player's pack has draws left: it now waits for a card, and says so once.
  const [pack] = await db
    .select({ n: count() })
    .from(avisos)
    .where(and(eq(avisos.userId, player.id), eq(avisos.tipo, ALERT_PACK_CHOICE)))
  console.log(
    JSON.stringify({ failed, before, afterFailure, afterRun, afterRetry, packAlerts: pack?.n }),
  )
  await closeDatabase()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
