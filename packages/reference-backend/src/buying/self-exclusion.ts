import { eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { users } from '../db/schema'
import { selfExcluded } from './messages'

// Self-excluded players cannot buy until the period ends (docs/architecture.md §5). Their
// sessions end when they self-exclude, so this guards what login cannot: an exclusion recorded
// while a session was open elsewhere, or by another channel.

export function selfExclusionRefusal(
  autoexcluidoHasta: Date | null,
  now: Date,
): string | undefined {
  return autoexcluidoHasta && autoexcluidoHasta.getTime() > now.getTime()
    ? selfExcluded(autoexcluidoHasta)
    : undefined
}

export async function refuseSelfExcluded(
  db: Executor,
  userId: number,
  now: Date,
): Promise<string | undefined> {
  const [user] = await db
    .select({ autoexcluidoHasta: users.autoexcluidoHasta })
    .from(users)
    .where(eq(users.id, userId))
  return selfExclusionRefusal(user?.autoexcluidoHasta ?? null, now)
}
