import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ContentPage } from '@/components/content/content-page'
import { getInfoPage } from '@/lib/backend'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const records = await getInfoPage('certificaciones')
  return pageMetadata('certificaciones', '/certificaciones', records[0]?.descripcion)
}

/** Each certification with its title and HTML description. */
export default async function Page() {
  const [records, t] = await Promise.all([
    getInfoPage('certificaciones'),
    getTranslations('Certificaciones'),
  ])
  return <ContentPage records={records} heading={t('title')} fallbackTitle={t('title')} />
}
