import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { RecoverForm } from '@/components/auth/recover-form'
import { pageMetadata } from '@/lib/metadata'
import styles from '@/components/forms/form.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('recuperar', '/recuperar')
}

export default async function RecoverPage() {
  const t = await getTranslations('Auth')
  return (
    <div className="container page">
      <section className={`card ${styles.card}`} aria-labelledby="recover-title">
        <h1 id="recover-title" className={styles.title}>
          {t('recoverTitle')}
        </h1>
        <p className={styles.lead}>{t('recoverLead')}</p>
        <RecoverForm />
      </section>
    </div>
  )
}
