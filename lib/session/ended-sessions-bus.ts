import { z } from 'zod'
import { sharedEvents } from '@loteria/shared/events'
import { endedUntil, rememberEndedSession } from './ended-sessions'

// A logout in one site process reaches every other one on the event bus (Redis, or the embedded
// backend's PostgreSQL, as the deployment has it): each remembers the ended session in its memory.

const CHANNEL = 'sesiones-terminadas'
const endedMessage = z.object({ sid: z.string().min(1).max(64), until: z.number().int() })

/** Records the session as ended here and tells the other processes. */
export async function announceEndedSession(sid: string): Promise<void> {
  const until = endedUntil()
  rememberEndedSession(sid, until)
  await sharedEvents()
    .publish(CHANNEL, JSON.stringify({ sid, until }))
    .catch(() => undefined)
}

/** Called once per process at start (instrumentation.ts). */
export function listenForEndedSessions(): void {
  sharedEvents().subscribe(CHANNEL, (message) => {
    try {
      const parsed = endedMessage.safeParse(JSON.parse(message))
      if (parsed.success) rememberEndedSession(parsed.data.sid, parsed.data.until)
    } catch {
      // Not JSON: not a message of this channel's.
    }
  })
}
