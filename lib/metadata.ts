import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { toPlainText } from '@/lib/sanitize'
import { SITE_NAME } from '@/lib/site'

type MetadataKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Metadata'>>>>[0]

/**
 * Open Graph and Twitter tags from a page's title, description and canonical path. A page's
 * `openGraph` replaces the layout's whole object (Next merges metadata shallowly), so the site's
 * name and locale are repeated here. A page with a picture has it from its segment's
 * `opengraph-image` file, whose address Next makes (with a suffix in a route group) and also gives
 * to `twitter:image`; `largeImage` only asks for the large card.
 */
export function socialMetadata(
  title: string,
  description: string,
  path: string,
  largeImage = false,
): Pick<Metadata, 'openGraph' | 'twitter'> {
  const fullTitle = `${title} | ${SITE_NAME}`
  return {
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: SITE_NAME,
      locale: 'es_PY',
      type: 'website',
    },
    twitter: {
      card: largeImage ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description,
    },
  }
}

/** A page's title (the layout adds the product suffix), description and canonical path. */
export async function pageMetadata(
  key: MetadataKey,
  path: string,
  descriptionHtml?: string,
): Promise<Metadata> {
  const t = await getTranslations('Metadata')
  const description =
    (descriptionHtml ? toPlainText(descriptionHtml) : '') || t('defaultDescription')
  return {
    title: t(key),
    description,
    alternates: { canonical: path },
    ...socialMetadata(t(key), description, path),
  }
}
