import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { toPlainText } from '@/lib/sanitize'

type MetadataKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Metadata'>>>>[0]

/** A page's title (the layout adds the product suffix), description and canonical path. */
export async function pageMetadata(
  key: MetadataKey,
  path: string,
  descriptionHtml?: string,
): Promise<Metadata> {
  const t = await getTranslations('Metadata')
  const description = descriptionHtml ? toPlainText(descriptionHtml) : undefined
  return {
    title: t(key),
    description: description || t('defaultDescription'),
    alternates: { canonical: path },
  }
}
