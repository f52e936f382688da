import { backendReachable } from '@/lib/backend-health'
import { isDraining } from '@/lib/observability/http-hook.mjs'

// GET /api/salud/listo – readiness: 200 while this process can serve (its backend and that
// backend's database answer), 503 while they do not or once a graceful stop has begun, so a load
// balancer sends the traffic elsewhere.

export const dynamic = 'force-dynamic'

const HEADERS = { 'Cache-Control': 'no-store' }

export async function GET() {
  if (isDraining())
    return Response.json({ estado: 'deteniendo' }, { status: 503, headers: HEADERS })
  // Never a cached answer (0): a balancer probes it to decide now.
  if (!(await backendReachable(0))) {
    return Response.json({ estado: 'sin backend' }, { status: 503, headers: HEADERS })
  }
  return Response.json({ estado: 'listo' }, { headers: HEADERS })
}
