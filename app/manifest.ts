import type { MetadataRoute } from 'next'
import { getTranslations } from 'next-intl/server'
import { SITE_NAME } from '@/lib/site'

// /manifest.webmanifest: the installed app opens on the home page, in its own window, with the
// brand colours of app/globals.css. Icons come from scripts/generate/icons.mjs.

/** Launchers show about 12 characters; a longer name keeps its first word. */
const SHORT_NAME = SITE_NAME.length <= 12 ? SITE_NAME : (SITE_NAME.split(/\s+/)[0] ?? SITE_NAME)

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations('Metadata')
  return {
    id: '/home',
    name: SITE_NAME,
    short_name: SHORT_NAME,
    description: t('defaultDescription'),
    lang: 'es-PY',
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#0a3a8c',
    background_color: '#ffffff',
    categories: ['entertainment'],
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
