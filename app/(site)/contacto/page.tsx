import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ContactForm } from '@/components/contact/contact-form'
import { pageMetadata } from '@/lib/metadata'
import styles from '@/components/forms/form.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('contacto', '/contacto')
}

export default async function ContactPage() {
  const t = await getTranslations('Contact')
  return (
    <div className="container page">
      <section className={`card ${styles.wide}`} aria-labelledby="contact-title">
        <h1 id="contact-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        <ContactForm />
      </section>
    </div>
  )
}
