import { isOperator } from '@loteria/shared'
import { logger } from '@loteria/shared/observability'
import { unauthorized } from './http'
import { addressSubject, check, record } from './throttle'

// Every door that takes the operator's token: /servicios/operador/* and the site's /api/metricas
// (docs/history.md: it took 200 wrong tokens without a pause or a line of log). Refused
// tokens are counted per address (LIMIT_OPERATOR_FAILURES) before the token is compared, so a
// guesser is stopped at the limit (429, Retry-After), and each refusal is logged. Loads no
// database: the site reaches it through lib/backend/transport.ts, with BACKEND_URL too.

/** The refusal to answer (429 over the limit, 401 for a wrong token), or undefined: go on. */
export async function refuseOperator(
  request: Request,
  clientAddress: string,
  path: string,
  door = 'embedded-backend',
): Promise<Response | undefined> {
  const from = addressSubject(clientAddress, undefined, 'operador')
  const throttled = await check('LIMIT_OPERATOR_FAILURES', from)
  if (throttled) return throttled
  if (isOperator(request)) return undefined
  await record('LIMIT_OPERATOR_FAILURES', from)
  logger.warn(`${door}: token de operador rechazado`, {
    method: request.method,
    path,
    clientAddress: clientAddress || 'desconocida',
  })
  return unauthorized()
}
