import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { LoginForm } from '@/components/auth/login-form'
import { pageMetadata } from '@/lib/metadata'
import styles from '@/components/forms/form.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata('login', '/login')), robots: { index: false } }
}

export default async function LoginPage() {
  const t = await getTranslations('Auth')
  return (
    <div className="container page">
      <section className={`card ${styles.card}`} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {t('loginTitle')}
        </h1>
        <p className={styles.lead}>{t('loginLead')}</p>
        <LoginForm />
      </section>
    </div>
  )
}
