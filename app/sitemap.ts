import type { MetadataRoute } from 'next'
import { getPreviousDraws } from '@/lib/backend'
import { siteUrl } from '@/lib/config'
import { toDate } from '@loteria/contract/format'
import { PUBLIC_PATHS } from '@/lib/public-paths'
import { drawPath } from '@/lib/seo/draw-summary'

// Revalidated with the draws: a new draw's page is listed within a minute of its results.
export const revalidate = 60

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const pages: MetadataRoute.Sitemap = PUBLIC_PATHS.map((path) => ({
    url: `${base}${path}`,
    changeFrequency: path === '/home' ? 'daily' : 'weekly',
    priority: path === '/home' ? 1 : 0.6,
  }))
  // A draw's page changes when its result is published, at the draw; then it stays as it is.
  const draws: MetadataRoute.Sitemap = (await getPreviousDraws()).map((draw) => ({
    url: `${base}${drawPath(draw.id)}`,
    lastModified: toDate(draw.fecha),
    changeFrequency: 'yearly',
    priority: 0.5,
  }))
  return [...pages, ...draws]
}
