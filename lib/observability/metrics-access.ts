import 'server-only'
import { isOperator } from '@loteria/shared'

// /api/metricas answers only to `Authorization: Bearer OPERATOR_TOKEN`: the operator's token, with
// the same production rule as the backend's operator doors (closed until it is set and strong).

export function mayReadMetrics(request: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  return isOperator(request, env)
}
