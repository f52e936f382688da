import { timingSafeEqual } from 'node:crypto'

// The operator's doors (the reference backend's /servicios/operador/*, the site's /api/metricas)
// answer only to `Authorization: Bearer OPERATOR_TOKEN`.
// In production they stay closed until OPERATOR_TOKEN is set to a strong value: the documented
// development token would open the outbox (reset links), identity checks and draws to anyone.

const DEV_OPERATOR_TOKEN = 'development-operator-token'
export const MIN_OPERATOR_TOKEN_LENGTH = 32

function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production'
}

/** The token that opens the operator endpoints, or undefined when they are closed. */
export function operatorToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.OPERATOR_TOKEN
  if (token)
    return isProduction(env) && token.length < MIN_OPERATOR_TOKEN_LENGTH ? undefined : token
  return isProduction(env) ? undefined : DEV_OPERATOR_TOKEN
}

/** Why this configuration must not start, or undefined when it may (checked at server start). */
export function operatorTokenProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.OPERATOR_TOKEN
  if (isProduction(env) && token && token.length < MIN_OPERATOR_TOKEN_LENGTH) {
    return `OPERATOR_TOKEN tiene ${token.length} caracteres: en producción necesita al menos ${MIN_OPERATOR_TOKEN_LENGTH} (por ejemplo: openssl rand -base64 48).`
  }
  return undefined
}

export function isOperator(request: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  const expected = operatorToken(env)
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  if (!expected || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  // Same length first (timingSafeEqual needs it); the length alone says nothing useful.
  return a.length === b.length && timingSafeEqual(a, b)
}
