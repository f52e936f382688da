import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { LiveDraw } from '@/components/live/live-draw'
import { pageMetadata } from '@/lib/metadata'

// Static like every public page: the same HTML for every visitor, the live part runs in the
// browser from the site's own /api/en-vivo routes.

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('sorteoEnVivo', '/sorteo-en-vivo')
}

export default async function LiveDrawPage() {
  const t = await getTranslations('Live')
  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <LiveDraw />
    </div>
  )
}
