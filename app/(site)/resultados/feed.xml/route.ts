// GET /resultados/feed.xml – RSS of the latest draws' results, for sites that republish them
import { getTranslations } from 'next-intl/server'
import { getDrawResult, getPreviousDraws, orNone } from '@/lib/backend'
import { siteUrl } from '@/lib/config'
import { toDate } from '@loteria/contract/format'
import { ballsLine, drawPath, summarizeDraw } from '@/lib/seo/draw-summary'
import { buildRss } from '@/lib/seo/feed'

// Prerendered and revalidated like the draw pages (tag `draws` on the getters): readers polling
// the feed cost the backend nothing.
export const dynamic = 'force-static'
export const revalidate = 60

const FEED_ITEMS = 20

export async function GET() {
  const [t, draws] = await Promise.all([getTranslations('DrawPage'), getPreviousDraws()])
  const base = siteUrl()
  const latest = draws.slice(0, FEED_ITEMS)
  // A draw without a result yet is listed without balls; any other failure keeps the last feed.
  const results = await Promise.all(latest.map((d) => orNone(getDrawResult(d.id), null)))
  const xml = buildRss({
    title: t('feedTitle'),
    description: t('feedDescription'),
    link: `${base}/resultados`,
    self: `${base}/resultados/feed.xml`,
    items: latest.map((draw, i) => {
      const summary = summarizeDraw(draw, results[i]?.resultado)
      const named = { sorteo: summary.nombre, fecha: summary.fecha }
      return {
        title: t('metaTitle', named),
        link: `${base}${drawPath(draw.id)}`,
        date: toDate(draw.fecha),
        description: ballsLine(summary) || t('metaDescriptionNoBalls', named),
      }
    }),
  })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
