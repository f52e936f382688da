import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getTranslations } from 'next-intl/server'
import { ResetForm } from '@/components/auth/reset-form'
import { pageMetadata } from '@/lib/metadata'
import styles from '@/components/forms/form.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await pageMetadata('reestablecer', '/acceso/reestablecer')),
    robots: { index: false },
  }
}

/** The reset link's page: the token travels in `?auth=` and is read in the browser. */
export default async function ResetPage() {
  const t = await getTranslations('Auth')
  return (
    <div className="container page">
      <section className={`card ${styles.card}`} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          {t('resetTitle')}
        </h1>
        <Suspense>
          <ResetForm />
        </Suspense>
      </section>
    </div>
  )
}
