import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { FaqAccordion } from '@/components/content/faq-accordion'
import { FaqJsonLd } from '@/components/seo/faq-json-ld'
import { getFaqs } from '@/lib/backend'
import { pageMetadata } from '@/lib/metadata'
import { sanitize } from '@/lib/sanitize'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('preguntasFrecuentes', '/preguntas-frecuentes')
}

export default async function Page() {
  const [faqs, t] = await Promise.all([getFaqs(), getTranslations('Faq')])
  // Answers are cleaned here, on the server; the accordion only shows them.
  const items = faqs.map((faq) => ({
    pregunta: faq.pregunta,
    respuestaHtml: sanitize(faq.respuesta),
  }))
  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      {items.length === 0 ? <p className="card">{t('empty')}</p> : <FaqAccordion items={items} />}
      <FaqJsonLd faqs={faqs} />
    </div>
  )
}
