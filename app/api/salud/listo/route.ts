import { probeBackend } from '@/lib/backend/transport'
import { isDraining } from '@/lib/observability/http-hook.mjs'

// GET /api/salud/listo – readiness: 200 while this process can serve (its backend and that
// backend's database answer), 503 while they do not or once a graceful stop has begun, so a load
// balancer sends the traffic elsewhere.

export const dynamic = 'force-dynamic'

const HEADERS = { 'Cache-Control': 'no-store' }

export async function GET() {
  if (isDraining())
    return Response.json({ estado: 'deteniendo' }, { status: 503, headers: HEADERS })
  if (!(await probeBackend())) {
    return Response.json({ estado: 'sin backend' }, { status: 503, headers: HEADERS })
  }
  return Response.json({ estado: 'listo' }, { headers: HEADERS })
}
