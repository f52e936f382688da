import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ContentPage } from '@/components/content/content-page'
import { getInfoPage } from '@/lib/backend'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const records = await getInfoPage('politicaPrivacidad')
  return pageMetadata('politicaDePrivacidad', '/politica-de-privacidad', records[0]?.descripcion)
}

/** Title and description of the first record (docs/product.md §2). */
export default async function Page() {
  const [records, t] = await Promise.all([
    getInfoPage('politicaPrivacidad'),
    getTranslations('Metadata'),
  ])
  return <ContentPage records={records.slice(0, 1)} fallbackTitle={t('politicaDePrivacidad')} />
}
