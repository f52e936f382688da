import { getTranslations } from 'next-intl/server'
import { LoadingOverlay } from '@/components/ui/spinner'

export default async function Loading() {
  const t = await getTranslations('Shell')
  return <LoadingOverlay label={t('loading')} />
}
