// Whether the operator's backend answers, for middleware.ts: an account page must answer 503 (with
// the Spanish page) when the backend is down, so monitors and caches see it; a server component
// cannot set its status. Checked once every few seconds per process, with a short timeout; the
// embedded backend lives in this process and is never checked.

const FRESH_MS = 5_000
let last: { at: number; up: boolean } | undefined

export async function backendReachable(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const origin = env.BACKEND_URL?.trim().replace(/\/+$/, '')
  if (!origin) return true
  const now = Date.now()
  if (last && now - last.at < FRESH_MS) return last.up
  const timeout = Math.min(Number(env.BACKEND_TIMEOUT_MS) || 8000, 2000)
  let up = false
  try {
    const response = await fetch(`${origin}/servicios/rest/usuarios/hora-servidor`, {
      headers: { scope: 'publico' },
      signal: AbortSignal.timeout(timeout),
      cache: 'no-store',
    })
    up = response.status < 500
  } catch {
    up = false
  }
  last = { at: Date.now(), up }
  return up
}
