import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { LiveDraw } from '@/components/live/live-draw'
import { getLiveView } from '@/lib/live/view'
import type { LiveView } from '@/lib/live/types'
import { pageMetadata } from '@/lib/metadata'
import { renderedAt } from '@/lib/time/rendered-at'

// Complete on first paint: the HTML holds the live draw's state (waiting with the
// countdown, the running draw with its balls so far, the finished draw with its result), so
// nothing below moves when JavaScript arrives; the browser takes over from that state's last
// event. Rendered per request, not prerendered and revalidated: that state changes every few
// seconds, and a revalidated page is served stale to the first visitor after a quiet spell (the
// waiting state, hours old, in the middle of a draw), whatever its `revalidate`. Per request
// costs little: the state comes from the process's half-second memory of the backend's answer
// (lib/live/view.ts, the one /api/en-vivo reads), reads no cookie, and is shared for one second
// (lib/live/page-caching.mjs), so a crowd gets one render a second per process.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('sorteoEnVivo', '/sorteo-en-vivo')
}

/** The live state, or null when the backend does not answer (the page says so and keeps trying). */
const liveView = (): Promise<LiveView | null> => getLiveView().catch(() => null)

export default async function LiveDrawPage() {
  const [t, view] = await Promise.all([getTranslations('Live'), liveView()])
  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <LiveDraw initial={view} ahora={renderedAt()} />
    </div>
  )
}
