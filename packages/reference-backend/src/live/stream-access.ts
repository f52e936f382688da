import { timingSafeEqual } from 'node:crypto'
import { operatorToken } from '@loteria/shared'

// Who may open GET rest/sorteos/en-vivo/eventos (docs/history.md). Viewers never do: each
// site process reads this stream once and fans it out (/api/en-vivo/eventos, with its own
// per-address cap). In-process (the embedded site) the call is marked by the caller, not by a
// header, so the /servicios HTTP face cannot claim it; over HTTP the caller shows `Authorization:
// Bearer` with BACKEND_STREAM_TOKEN, or the operator token (OPERATOR_TOKEN) when that is not set.

function streamToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.BACKEND_STREAM_TOKEN?.trim() || operatorToken(env)
}

export function mayOpenStream(
  request: Request,
  inProcess: boolean,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (inProcess) return true
  const expected = streamToken(env)
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  if (!expected || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
