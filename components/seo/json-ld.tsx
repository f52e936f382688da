import { serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld'

/** Structured data for search engines; a data block, never run, so the CSP does not concern it. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
