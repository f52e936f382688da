/// <reference lib="webworker" />
// The service worker, bundled by `serwist build serwist.config.mjs` into public/sw.js after
// `next build`. It precaches the shell and the offline page, keeps the last results pages a visitor
// opened readable offline, and never stores account, buying or sign-in pages.

import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist'
import {
  isPrivatePath,
  isResultsPath,
  OFFLINE_PATH,
  RESULTS_CACHE,
  RESULTS_MAX_AGE_SECONDS,
  RESULTS_MAX_ENTRIES,
} from '../lib/offline-cache'
import { PUSH_FALLBACK_PATH, readPushNotice } from '../lib/push-notice'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    // Replaced at build time by the precache list that serwist.config.mjs computes.
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}

declare const self: ServiceWorkerGlobalScope

const DAY = 24 * 60 * 60

/**
 * A page's HTML: a navigation, or a `CACHE_URLS` request that the registration component sends
 * (with `Accept: text/html`) after a client-side navigation, which fetched only the RSC payload.
 * RSC payloads are never stored: offline, Next falls back to a full navigation, served from here.
 */
function isPageRequest(request: Request): boolean {
  if (request.headers.get('RSC') === '1') return false
  return request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html')
}

const samePrivate = ({ url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && isPrivatePath(url.pathname)

/**
 * Store only a complete, public HTML page: not an error page (a 503 must not replace the last good
 * results), not a redirect (a navigation cannot be answered with a redirected response), not what
 * the server marked `no-store`.
 */
const storeGoodHtmlOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const type = response.headers.get('Content-Type') ?? ''
    const cacheControl = response.headers.get('Cache-Control') ?? ''
    const good =
      response.status === 200 &&
      response.type === 'basic' &&
      !response.redirected &&
      type.includes('text/html') &&
      !/no-store/i.test(cacheControl)
    return good ? response : null
  },
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new deploy takes over at once: the shell's chunks are content-hashed and precached together.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  // Matched in order, first match wins. POSTs (server actions, forms) match nothing and go
  // straight to the network: Serwist's routes here are GET only.
  runtimeCaching: [
    {
      matcher: samePrivate,
      handler: new NetworkOnly(),
    },
    {
      // Content-hashed and immutable: safe to serve from the cache forever.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'next-static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      // Fresh results first (draw night): the cached copy only when the network fails or hangs.
      matcher: ({ url, request, sameOrigin }) =>
        sameOrigin && isResultsPath(url.pathname) && isPageRequest(request),
      handler: new NetworkFirst({
        cacheName: RESULTS_CACHE,
        networkTimeoutSeconds: 10,
        plugins: [
          storeGoodHtmlOnly,
          new ExpirationPlugin({
            maxEntries: RESULTS_MAX_ENTRIES,
            maxAgeSeconds: RESULTS_MAX_AGE_SECONDS,
            maxAgeFrom: 'last-used',
          }),
        ],
      }),
    },
    {
      // Other public pages: a copy for a slow connection, the offline page when there is none.
      matcher: ({ request, sameOrigin }) => sameOrigin && isPageRequest(request),
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        plugins: [storeGoodHtmlOnly, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: DAY })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }],
  },
})

serwist.addEventListeners()

// Web push (docs/history.md): the backend's alerts (a prize won, a pack's card to choose)
// shown as a notification; a click opens the page it names (Mis premios), in an open tab of the
// site if any.
self.addEventListener('push', (event) => {
  let data: unknown
  try {
    data = event.data?.json()
  } catch {
    data = undefined
  }
  const notice = readPushNotice(data)
  if (!notice) return
  event.waitUntil(
    self.registration.showNotification(notice.titulo, {
      body: notice.cuerpo,
      tag: notice.etiqueta,
      lang: 'es',
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = readPushNotice({ titulo: '-', url: event.notification.data?.url })?.url
  const target = new URL(path ?? PUSH_FALLBACK_PATH, self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      // Focus needs the click's user activation; a browser that refuses it still navigates.
      if (open) {
        const navigated = await open.navigate(target).catch(() => null)
        await (navigated ?? open).focus().catch(() => undefined)
        if (navigated) return
      }
      await self.clients.openWindow(target)
    })(),
  )
})
