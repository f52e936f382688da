import { isEmbeddedMode } from '@/lib/config'

// ANY /servicios/* – the embedded reference backend's HTTP face; 404 when an operator backend is set.

export const dynamic = 'force-dynamic'

async function serve(request: Request): Promise<Response> {
  if (!isEmbeddedMode()) {
    return Response.json({ error: true, mensaje: 'Recurso no encontrado' }, { status: 404 })
  }
  const { handle } = await import('@/lib/embedded-backend')
  return handle(request)
}

export { serve as GET, serve as POST, serve as PUT, serve as DELETE }
