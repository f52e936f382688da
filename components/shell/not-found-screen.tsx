import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import styles from './status-screen.module.css'

export async function NotFoundScreen() {
  const t = await getTranslations('NotFound')
  return (
    <div className={`container page ${styles.screen}`}>
      <p aria-hidden="true" className={styles.symbol}>
        404
      </p>
      <h1 className="page-title">{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <Link href="/home" className="button">
          {t('goHome')}
        </Link>
      </div>
    </div>
  )
}
