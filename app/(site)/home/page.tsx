import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { pageMetadata } from '@/lib/metadata'
import styles from './home.module.css'

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home', '/home')
}

export default async function HomePage() {
  const t = await getTranslations('Home')
  return (
    <div className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.actions}>
          <Link href="/comprar-carton" className="button button-accent">
            {t('buy')}
          </Link>
          <Link href="/resultados" className={`button button-outline ${styles.onDark}`}>
            {t('results')}
          </Link>
        </div>
      </div>
    </div>
  )
}
