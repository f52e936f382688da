import type { Database } from './db/client'

// A small router: `GET rest/ciudades/:codigo` style patterns over the path after /servicios/.
// Empty segments are dropped, so a trailing slash (`rest/usuarios/mis-sesiones/`) matches too.

export interface HandlerContext {
  request: Request
  url: URL
  params: Record<string, string>
  db: Database
  /** The client's address (see HandleOptions in index.ts), '' when unknown. */
  clientAddress: string
  /** Called by this process's own site (HandleOptions.inProcess), never over HTTP. */
  inProcess: boolean
}

export type Handler = (context: HandlerContext) => Promise<Response> | Response
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type Routes = Partial<Record<`${Method} ${string}`, Handler>>

interface CompiledRoute {
  method: string
  segments: string[]
  handler: Handler
}

export function compileRoutes(...tables: Routes[]): CompiledRoute[] {
  return tables
    .flatMap((table) =>
      Object.entries(table).map(([key, handler]) => {
        const [method, pattern] = key.split(' ') as [string, string]
        return { method, segments: pattern.split('/').filter(Boolean), handler: handler as Handler }
      }),
    )
    .sort(literalFirst)
}

/**
 * A literal segment wins over a parameter at the same place, whatever the tables' order:
 * `rest/usuarios/mis-sesiones` before `rest/usuarios/:id`. Routes of different lengths never
 * compete (a match needs the same number of segments); ordering by length first keeps the
 * comparison consistent for the sort.
 */
function literalFirst(a: CompiledRoute, b: CompiledRoute): number {
  if (a.segments.length !== b.segments.length) return a.segments.length - b.segments.length
  for (let i = 0; i < a.segments.length; i++) {
    const aParam = a.segments[i]!.startsWith(':')
    const bParam = b.segments[i]!.startsWith(':')
    if (aParam !== bParam) return aParam ? 1 : -1
  }
  return 0
}

export function matchRoute(
  routes: CompiledRoute[],
  method: string,
  path: string,
):
  | { handler: Handler; params: Record<string, string> }
  | 'method-not-allowed'
  | 'bad-request'
  | undefined {
  const parts = path.split('/').filter(Boolean)
  // A malformed percent-encoding (`%E0%A4%A`) is the client's mistake: 400, not a thrown URIError.
  if (parts.some((part) => !decodes(part))) return 'bad-request'
  let pathMatched = false
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue
    const params: Record<string, string> = {}
    const matches = route.segments.every((segment, i) => {
      const part = parts[i]!
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(part)
        return true
      }
      return segment === part
    })
    if (!matches) continue
    pathMatched = true
    if (route.method === method) return { handler: route.handler, params }
  }
  return pathMatched ? 'method-not-allowed' : undefined
}

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part)
    return true
  } catch {
    return false
  }
}
