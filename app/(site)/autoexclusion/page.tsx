import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ContentPage } from '@/components/content/content-page'
import { getInfoPage } from '@/lib/backend'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const records = await getInfoPage('ludopatia')
  return pageMetadata('autoexclusion', '/autoexclusion', records[0]?.descripcion)
}

export default async function Page() {
  const [records, t] = await Promise.all([getInfoPage('ludopatia'), getTranslations('Metadata')])
  return <ContentPage records={records} fallbackTitle={t('autoexclusion')} />
}
