import type { Metadata } from 'next'
import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import { OfflineActions } from './offline-client'

// The service worker precaches this page and shows it for any page that is neither reachable nor
// stored. The `~` keeps the route clear of the site's own URLs (it is Serwist's convention too);
// the page is static and left out of the sitemap.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata')
  return { title: t('offline'), robots: { index: false } }
}

export default async function OfflinePage() {
  const t = await getTranslations('Offline')
  return (
    <div className="container page status-screen">
      <Image src="/icons/icon.svg" alt="" width={96} height={96} unoptimized priority />
      <h1 className="page-title">{t('title')}</h1>
      <p className="status-text">{t('text')}</p>
      <p>{t('stillWorks')}</p>
      <OfflineActions />
    </div>
  )
}
