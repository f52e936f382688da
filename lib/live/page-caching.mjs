// The live page's Cache-Control (next.config.mjs `headers()`): rendered per request, the same for
// every visitor, so shared for one second, as /api/en-vivo is, and never kept stale (why: the
// comment of app/(site)/sorteo-en-vivo/page.tsx). Next keeps a Cache-Control set here on a page
// rendered per request (its own would be `private, no-store`); the one-second memory in front of
// Next (lib/page-microcache.mjs), nginx and a CDN then answer a crowd with one render a second.

const LIVE_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1'

export const livePageCaching = {
  source: '/sorteo-en-vivo',
  headers: [{ key: 'Cache-Control', value: LIVE_PAGE_CACHE_CONTROL }],
}
