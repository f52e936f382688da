// GET /api/salud/vivo – liveness: the process answers (nothing else is asked; a restart would
// not fix a database that is away).

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ estado: 'vivo' }, { headers: { 'Cache-Control': 'no-store' } })
}
