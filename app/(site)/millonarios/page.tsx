import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { WinnerGrid } from '@/components/winners/millionaires-slider'
import styles from '@/components/winners/winners.module.css'
import { getMillionaires, getPreviousDraws } from '@/lib/backend'
import { drawOptions } from '@/lib/draws/options'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('millonarios', '/millonarios')
}

export default async function MillionairesPage() {
  const [t, millionaires, draws] = await Promise.all([
    getTranslations('Winners'),
    getMillionaires(),
    getPreviousDraws(),
  ])
  return (
    <div className="container page">
      <h1 className="page-title">{t('millionairesPageTitle')}</h1>
      <p>{t('millionairesLead')}</p>
      <WinnerGrid winners={millionaires} />
      <div className={styles.section}>
        <CardCheckForm draws={await drawOptions(draws)} />
      </div>
    </div>
  )
}
