import { faqPage } from '@/lib/seo/structured-data'
import { toPlainText } from '@/lib/sanitize'
import { JsonLd } from './json-ld'

/** Longest answer carried as structured data: the page has the whole text. */
const ANSWER_CHARS = 500

/** The FAQ as an FAQPage; the answers' HTML as plain text. */
export function FaqJsonLd({ faqs }: { faqs: { pregunta: string; respuesta: string }[] }) {
  if (faqs.length === 0) return null
  return (
    <JsonLd
      data={faqPage(
        faqs.map((faq) => ({
          pregunta: faq.pregunta,
          respuesta: toPlainText(faq.respuesta, ANSWER_CHARS),
        })),
      )}
    />
  )
}
