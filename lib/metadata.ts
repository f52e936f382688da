import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { toPlainText } from '@/lib/sanitize'
import { SITE_NAME } from '@/lib/site'

type MetadataKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Metadata'>>>>[0]

/**
 * Open Graph and Twitter tags from a page's title, description and canonical path. A page's
 * `openGraph` replaces the layout's whole object (Next merges metadata shallowly), so the site's
 * name and locale are repeated here. The picture comes from an `opengraph-image` file where a
 * segment has one (file metadata wins over these objects).
 */
export function socialMetadata(
  title: string,
  description: string,
  path: string,
  image?: { url: string; alt: string },
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
      ...(image ? { images: [{ url: image.url, alt: image.alt, width: 1200, height: 630 }] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description,
      ...(image ? { images: [{ url: image.url, alt: image.alt }] } : {}),
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
