import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

export async function NotFoundScreen() {
  const t = await getTranslations('NotFound')
  return (
    <div className="container page status-screen">
      <p aria-hidden="true" className="status-symbol">
        404
      </p>
      <h1 className="page-title">{t('title')}</h1>
      <p className="status-text">{t('text')}</p>
      <div className="status-actions">
        <Link href="/home" className="button">
          {t('goHome')}
        </Link>
      </div>
    </div>
  )
}
