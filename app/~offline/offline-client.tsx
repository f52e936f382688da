'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { RESULTS_CACHE, isResultsPath } from '@/lib/offline-cache'
import offline from './offline.module.css'

type SavedPage = { path: string; title: string }

/** The results pages the worker kept, last saved first, titled as the pages themselves. */
async function savedResults(): Promise<SavedPage[]> {
  if (!('caches' in window) || !(await caches.has(RESULTS_CACHE))) return []
  const cache = await caches.open(RESULTS_CACHE)
  const requests = await cache.keys()
  const pages = await Promise.all(
    [...requests].reverse().map(async (request) => {
      const url = new URL(request.url)
      const response = await cache.match(request)
      if (url.origin !== window.location.origin || !isResultsPath(url.pathname) || !response) {
        return null
      }
      const html = new DOMParser().parseFromString(await response.text(), 'text/html')
      // The layout appends " | <site name>"; the list only needs the draw part.
      const title = (html.title.split(' | ')[0] ?? '').trim() || url.pathname
      return { path: `${url.pathname}${url.search}`, title }
    }),
  )
  return pages.filter((page) => page !== null)
}

/**
 * A retry, a link to Resultados and, below them (it appears a moment later), the saved results.
 * The page reloads itself once back online.
 */
export function OfflineActions() {
  const t = useTranslations('Offline')
  const [saved, setSaved] = useState<SavedPage[] | null>(null)

  useEffect(() => {
    let active = true
    savedResults()
      .catch(() => [])
      .then((pages) => {
        if (active) setSaved(pages)
      })
    // Only this page reloads when the connection returns: elsewhere a reload could lose a form.
    const reload = () => window.location.reload()
    window.addEventListener('online', reload)
    return () => {
      active = false
      window.removeEventListener('online', reload)
    }
  }, [])

  return (
    <>
      <div className="status-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
        {/* Plain links: offline, a client-side navigation (RSC fetch) would only fail first. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/resultados" className="button button-outline">
          {t('resultsLink')}
        </a>
      </div>
      {saved !== null && (
        <section aria-labelledby="offline-saved" className={`card ${offline.saved}`}>
          <h2 id="offline-saved" className={offline.heading}>
            {t('savedTitle')}
          </h2>
          {saved.length === 0 ? (
            <p>{t('savedEmpty')}</p>
          ) : (
            <ul className={offline.list}>
              {saved.map((page) => (
                <li key={page.path}>
                  <a href={page.path}>{page.title}</a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  )
}
