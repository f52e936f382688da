import { timingSafeEqual } from 'node:crypto'

// Operator endpoints (/servicios/operador/*) answer only to `Authorization: Bearer OPERATOR_TOKEN`.

const DEV_OPERATOR_TOKEN = 'development-operator-token'

export function operatorToken(): string {
  return process.env.OPERATOR_TOKEN || DEV_OPERATOR_TOKEN
}

export function isOperator(request: Request): boolean {
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(operatorToken())
  return a.length === b.length && timingSafeEqual(a, b)
}
