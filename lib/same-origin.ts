// Which requests come from the site's own pages. Pure (headers in, answer out): route handlers,
// middleware.ts and the server-action guard share it, and the unit tests call it directly.

/** The host the browser addressed: a proxy's X-Forwarded-Host, else Host (as Next compares). */
function addressedHost(headers: Headers): string | null {
  return headers.get('x-forwarded-host') ?? headers.get('host')
}

function originHost(value: string): string | undefined {
  try {
    return new URL(value).host
  } catch {
    return undefined
  }
}

/**
 * A state-changing request from one of the site's pages: an Origin naming this host (`null`, a
 * sandboxed frame or a redirect from elsewhere, never is), and Sec-Fetch-Site, when the browser
 * sends it, `same-origin`. Without Origin only Sec-Fetch-Site can vouch for it.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin') return false
  const origin = headers.get('origin')
  if (origin === null) return site === 'same-origin'
  const host = originHost(origin)
  return host !== undefined && host === addressedHost(headers)
}

/**
 * A navigation that started on one of the site's pages (not a link or form on another site, an
 * address typed or opened from another application). Sec-Fetch-Site says so in every current
 * browser, through the redirects of the navigation; an older browser sends only Referer, which
 * the site's Referrer-Policy keeps for its own pages.
 */
export function isSameOriginNavigation(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const referer = headers.get('referer')
  return referer !== null && originHost(referer) === addressedHost(headers)
}
