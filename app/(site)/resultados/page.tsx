import type { Metadata } from 'next'
import { ResultsPage } from '@/components/draws/results-page'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('resultados', '/resultados')
}

export default function LatestResultsPage() {
  return <ResultsPage />
}
