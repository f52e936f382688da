import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { operatorToken } from '@/lib/embedded-backend/operator-auth'

// /api/metricas answers only to `Authorization: Bearer OPERATOR_TOKEN` (the operator's token, with
// the same production rule: closed until it is set and strong).

export function mayReadMetrics(request: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  const expected = operatorToken(env)
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  if (!expected || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
