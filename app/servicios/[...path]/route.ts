import { REVALIDATE_TAGS_HEADER, tagsOfHeader } from '@loteria/contract'
import { getTranslations } from 'next-intl/server'
import { expireNow } from '@/lib/backend/cache'
import { serveEmbedded } from '@/lib/backend/transport'
import { isEmbeddedMode } from '@/lib/config'
import { clientAddressOf } from '@/lib/request-info'

// ANY /servicios/* – the embedded reference backend's HTTP face; 404 when an operator backend is set.

export const dynamic = 'force-dynamic'

async function serve(request: Request): Promise<Response> {
  if (!isEmbeddedMode()) {
    return Response.json(
      { error: true, mensaje: (await getTranslations('Api'))('notFound') },
      { status: 404 },
    )
  }
  const response = await serveEmbedded(request, clientAddressOf(request.headers))
  // The embedded backend asks for revalidation (e.g. after running a draw) with this header.
  const tags = response.headers.get(REVALIDATE_TAGS_HEADER)
  if (!tags) return response
  // Publish at once: the next visitor of results and winners sees the new draw.
  for (const tag of tagsOfHeader(tags)) expireNow(tag)
  const headers = new Headers(response.headers)
  headers.delete(REVALIDATE_TAGS_HEADER)
  return new Response(response.body, { status: response.status, headers })
}

export { serve as GET, serve as POST, serve as PUT, serve as DELETE }
