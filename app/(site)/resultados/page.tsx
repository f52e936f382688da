import type { Metadata } from 'next'
import { ResultsPage } from '@/components/draws/results-page'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata('resultados', '/resultados')
  // Feed readers find the results' RSS from the page itself.
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': '/resultados/feed.xml' },
    },
  }
}

export default function LatestResultsPage() {
  return <ResultsPage />
}
