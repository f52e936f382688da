import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NotFoundScreen } from '@/components/shell/not-found-screen'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata')
  return { title: t('notFound'), robots: { index: false } }
}

/** Any unknown path: the not-found screen with HTTP 404. */
export default function NotFound() {
  return <NotFoundScreen />
}
