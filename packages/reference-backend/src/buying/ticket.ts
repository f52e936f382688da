import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { cards } from '../db/schema'
import { ticketFields, type TicketRow } from './free-cards'

// One card with its plays, for the card dialogs: any card of any draw, sold or free.

export async function findTicket(db: Executor, id: number): Promise<TicketRow | undefined> {
  const [card] = await db.select(ticketFields).from(cards).where(eq(cards.id, id))
  return card
}
