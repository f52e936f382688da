import { metrics } from '@loteria/shared/observability'
import { mayReadMetrics } from '@/lib/observability/metrics-access'

// GET /api/metricas – this process's Prometheus metrics (requests and latency by route, live
// viewers, backend calls and failures, purchases, database up), for the operator's token only.

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  if (!mayReadMetrics(request)) {
    return Response.json(
      { error: true, mensaje: 'Sesión no válida o expirada' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' } },
    )
  }
  const { registry } = metrics()
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  })
}
