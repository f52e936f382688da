'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { startTransition } from 'react'
import styles from './status-screen.module.css'

export function ServiceUnavailable({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations('Unavailable')
  const router = useRouter()
  return (
    <div className={`container page ${styles.screen}`}>
      <p aria-hidden="true" className={styles.symbol}>
        ⚠
      </p>
      <h1 className="page-title">{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={() =>
            startTransition(() => {
              router.refresh()
              onRetry?.()
            })
          }
        >
          {t('retry')}
        </button>
        <Link href="/home" className="button button-outline">
          {t('goHome')}
        </Link>
      </div>
    </div>
  )
}
