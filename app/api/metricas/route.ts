import { metrics } from '@loteria/shared/observability'
import { refuseOperatorToken } from '@/lib/backend/transport'
import { clientAddressOf } from '@/lib/request-info'

// GET /api/metricas – this process's Prometheus metrics (requests and latency by route, live
// viewers, backend calls and failures, purchases, database up), for the operator's token only.
// The token is checked at the backend's operator door (docs/history.md): refused tokens
// logged and counted per address with /servicios/operador/* (LIMIT_OPERATOR_FAILURES, then 429).

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

export async function GET(request: Request) {
  const refused = await refuseOperatorToken(
    request,
    clientAddressOf(request.headers),
    '/api/metricas',
  )
  if (refused) {
    const headers = new Headers(refused.headers)
    headers.set('Cache-Control', 'no-store')
    if (refused.status === 401) headers.set('WWW-Authenticate', 'Bearer')
    return new Response(refused.body, { status: refused.status, headers })
  }
  const { registry } = metrics()
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, ...NO_STORE },
  })
}
