import type { Method } from '../client'
import type { Context } from '../context'
import { refusedWith } from '../rules'
import { ACCOUNT_CALLS } from './account-calls'

// Read-only: every account call without a session is a 401. No write goes through (the backend
// has no player to write for), so this runs on any backend without --writes.

export async function checkDoorsClosed(context: Context) {
  const { suite, open } = context
  const ids = { userId: 1, drawId: context.openDraw?.id ?? context.pastDraws[0]?.id ?? 1 }
  for (const { call, path } of ACCOUNT_CALLS) {
    const method = call.slice(0, call.indexOf(' ')) as Method
    await suite.check(call, async () => {
      refusedWith(await open.call(method, path(ids)), 401)
      return '401 sin sesión'
    })
  }
}
