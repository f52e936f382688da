import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/config'
import { PUBLIC_PATHS } from '@/lib/public-paths'

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl()
  return PUBLIC_PATHS.map((path) => ({
    url: `${base}${path}`,
    changeFrequency: path === '/home' ? 'daily' : 'weekly',
    priority: path === '/home' ? 1 : 0.6,
  }))
}
