import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

type Key = Parameters<Awaited<ReturnType<typeof getTranslations<'Metadata'>>>>[0]

/** Account pages: a title, and never indexed. */
export async function accountMetadata(key: Key): Promise<Metadata> {
  const t = await getTranslations('Metadata')
  return { title: t(key), robots: { index: false, follow: false } }
}
