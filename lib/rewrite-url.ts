import type { NextRequest } from 'next/server'

// Next's router serves a middleware rewrite itself only when the destination's origin is its own
// listening address; any other origin is proxied as an outside URL, which drops the status the
// middleware set (the account pages' 503 arrived as 200) and sends the request out again. The
// standalone server (server.js: the Dockerfile's, `npm start`'s) listens on HOSTNAME:PORT, while a
// middleware's request.url always names localhost, so there the destination takes the router's
// origin. `next start` (no HOSTNAME of its own) already agrees with request.url.

/** The address of `path` that Next's router treats as its own page, not an outside URL. */
export function rewriteUrl(
  path: string,
  request: Pick<NextRequest, 'url'>,
  env: Record<string, string | undefined> = process.env,
): URL {
  const url = new URL(path, request.url)
  if (env.__NEXT_PRIVATE_STANDALONE_CONFIG) {
    const host = env.HOSTNAME || '0.0.0.0'
    url.hostname = host.includes(':') ? `[${host}]` : host
    url.port = String(Number.parseInt(env.PORT ?? '', 10) || 3000)
  }
  return url
}
