'use client'

import { SerwistProvider, useSerwist } from '@serwist/next/react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { isResultsPath } from '@/lib/offline-cache'

// Registers the service worker (public/sw.js, built from app/sw.ts) once the page is idle, so its
// precache download never competes with the page's own loading; the original site waited for the
// app to be stable or 30 s. Production only: a worker in development would serve stale chunks.

const ENABLED = process.env.NODE_ENV === 'production'
/** The original's upper bound: register by then even if the page never settles. */
const MAX_WAIT_MS = 30_000
/** Browsers without requestIdleCallback (Safari): a short pause after `load` instead. */
const IDLE_FALLBACK_MS = 2_000
/** sw.js is bundled without imports: as a classic worker it runs even without module workers. */
const REGISTRATION: RegistrationOptions = { scope: '/', type: 'classic' }

export function SiteServiceWorker() {
  return (
    <SerwistProvider
      swUrl="/sw.js"
      disable={!ENABLED}
      register={false}
      // Only results pages are worth a second request; see CacheVisitedResults.
      cacheOnNavigation={false}
      // A reload when the connection returns could lose what a player typed in a form; the offline
      // page reloads itself instead.
      reloadOnOnline={false}
      options={REGISTRATION}
    >
      <RegisterWhenIdle />
    </SerwistProvider>
  )
}

function RegisterWhenIdle() {
  const { serwist } = useSerwist()
  const [registered, setRegistered] = useState(false)

  useEffect(() => {
    if (!serwist) return
    let done = false
    let idle: number | undefined
    let fallback: ReturnType<typeof setTimeout> | undefined
    const whenLoaded = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(register)
      else fallback = setTimeout(register, IDLE_FALLBACK_MS)
    }
    const cap = setTimeout(register, MAX_WAIT_MS)
    const cancel = () => {
      clearTimeout(cap)
      clearTimeout(fallback)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      window.removeEventListener('load', whenLoaded)
    }
    function register() {
      if (done || !serwist) return
      done = true
      cancel()
      // `immediate`: when the 30 s cap fires first, do not wait for `load` a second time.
      serwist
        .register({ immediate: true })
        .then((registration) => setRegistered(registration !== undefined))
        .catch((error: unknown) => console.warn('Service worker not registered', error))
    }
    if (document.readyState === 'complete') whenLoaded()
    else window.addEventListener('load', whenLoaded, { once: true })
    return () => {
      done = true
      cancel()
    }
  }, [serwist])

  return <CacheVisitedResults registered={registered} />
}

/**
 * Results pages reached by a client-side navigation (or opened before the worker controlled the
 * page) never sent their HTML through the worker, so the worker is asked to fetch and keep it.
 */
function CacheVisitedResults({ registered }: { registered: boolean }) {
  const pathname = usePathname()
  const seen = useRef<string | null>(null)
  const pending = useRef(new Set<string>())

  useEffect(() => {
    if (!ENABLED || !('serviceWorker' in navigator)) return
    if (pathname !== seen.current) {
      // The first page's HTML went through the worker only if one controlled the page already.
      const viaWorker = seen.current === null && navigator.serviceWorker.controller !== null
      seen.current = pathname
      if (isResultsPath(pathname) && !viaWorker) pending.current.add(pathname)
    }
    if (!registered || !navigator.onLine || pending.current.size === 0) return
    const urls = [...pending.current]
    pending.current.clear()
    void navigator.serviceWorker.ready.then((registration) => {
      // Accept: text/html tells the worker this is a page's HTML, not a data request.
      const urlsToCache = urls.map((url) => [url, { headers: { Accept: 'text/html' } }])
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
    })
  }, [pathname, registered])

  return null
}
