import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/config'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/mi-cuenta/', '/comprar-carton', '/api/', '/servicios/'],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
