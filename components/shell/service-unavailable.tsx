'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { startTransition } from 'react'
import { TriangleAlert } from 'lucide-react'

export function ServiceUnavailable({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations('Unavailable')
  const router = useRouter()
  return (
    <div className="container page status-screen">
      <p aria-hidden="true" className="status-symbol">
        <TriangleAlert aria-hidden="true" focusable="false" size={56} />
      </p>
      <h1 className="page-title">{t('title')}</h1>
      <p className="status-text">{t('text')}</p>
      <div className="status-actions">
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
