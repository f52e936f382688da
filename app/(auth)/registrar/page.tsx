import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { RegisterForm } from '@/components/auth/register-form'
import { getCountries, getDepartments } from '@/lib/backend'
import { pageMetadata } from '@/lib/metadata'
import styles from '@/components/forms/form.module.css'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('registrar', '/registrar')
}

export default async function RegisterPage() {
  const [t, countries, departments] = await Promise.all([
    getTranslations('Register'),
    getCountries(),
    getDepartments(),
  ])
  return (
    <div className="container page">
      <section className={`card ${styles.wide}`} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        <RegisterForm
          countries={countries.map((c) => ({ value: String(c.id), label: c.paisNombre }))}
          departments={departments.map((d) => ({
            value: String(d.codigoDepartamento),
            label: d.nombre,
          }))}
        />
      </section>
    </div>
  )
}
