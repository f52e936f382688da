import type { JsonLdNode } from './json-ld'
import { ballsLine, drawPath, type DrawSummary } from './draw-summary'

// The schema.org nodes of the public pages, small on purpose: they travel in the page's HTML.
// tests/unit/seo/seo-structured-data.test.ts checks them against tests/support/schema-org.ts.

const CONTEXT = 'https://schema.org' as const

export interface SiteRef {
  /** SITE_URL, without a trailing slash. */
  base: string
  name: string
}

const organizationRef = (site: SiteRef): JsonLdNode => ({
  '@type': 'Organization',
  name: site.name,
  url: `${site.base}/home`,
})

/** One draw as an Event whose description is its result. */
export function drawEvent(
  site: SiteRef,
  draw: DrawSummary,
  text: { name: string; description: string },
): JsonLdNode {
  const url = `${site.base}${drawPath(draw.id)}`
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: text.name,
    description:
      draw.plays.length > 0 ? `${text.description} ${ballsLine(draw)}` : text.description,
    startDate: draw.fechaIso,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: `${site.base}/sorteo-en-vivo` },
    url,
    organizer: organizationRef(site),
  }
}

/**
 * The company and the site. No SearchAction: the site has no search of its own to point to.
 * `sameAs` lists the social profiles the backend's site config names.
 */
export function homeGraph(site: SiteRef, sameAs: string[]): JsonLdNode[] {
  return [
    {
      '@context': CONTEXT,
      ...organizationRef(site),
      logo: `${site.base}/apple-icon.png`,
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: site.name,
      url: `${site.base}/home`,
      inLanguage: 'es-PY',
    },
  ]
}

/** The FAQ page: questions with their answers as plain text. */
export function faqPage(items: { pregunta: string; respuesta: string }[]): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.pregunta,
      acceptedAnswer: { '@type': 'Answer', text: item.respuesta },
    })),
  }
}
