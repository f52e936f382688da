import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { MillionairesSlider } from '@/components/winners/millionaires-slider'
import { WinnersBrowser } from '@/components/winners/winners-browser'
import styles from '@/components/winners/winners.module.css'
import { getMillionaires, getPreviousDraws, getWinnerCities, getWinners } from '@/lib/backend'
import { WINNERS_STEP } from '@/lib/content/page-sizes'
import { drawOptions } from '@/lib/draws/options'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('ganadores', '/ganadores')
}

const LAST_MILLIONAIRES = 10

export default async function WinnersPage() {
  const [t, cities, first, millionaires, draws] = await Promise.all([
    getTranslations('Winners'),
    getWinnerCities(),
    getWinners({ pagina: 1, cantidad: WINNERS_STEP }),
    getMillionaires(),
    getPreviousDraws(),
  ])
  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      <div className={styles.section}>
        <CardCheckForm draws={await drawOptions(draws)} />
      </div>
      <section className={styles.section} aria-labelledby="millionaires-title">
        <h2 id="millionaires-title" className={styles.heading}>
          {t('millionairesTitle')}
        </h2>
        <MillionairesSlider winners={millionaires.slice(0, LAST_MILLIONAIRES)} />
      </section>
      <div className={styles.section}>
        <WinnersBrowser cities={cities.map((c) => c.nombre)} initial={first} />
      </div>
    </div>
  )
}
