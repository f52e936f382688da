import type { Metadata } from 'next'
import { ResultsPage } from '@/components/draws/results-page'
import { getPreviousDraws } from '@/lib/backend'
import { drawIdOf, drawMetadata, loadDrawSummary } from '@/lib/seo/draw-page'

// Each draw's results have their own URL, prerendered and revalidated like /resultados: where a
// search for "resultados sorteo 1288" or a link shared on WhatsApp lands.
export const revalidate = 60
export const dynamicParams = true

export async function generateStaticParams() {
  const draws = await getPreviousDraws()
  return draws.map((d) => ({ sorteo: String(d.id) }))
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ sorteo: string }>
}): Promise<Metadata> {
  return drawMetadata(await loadDrawSummary(drawIdOf((await params).sorteo)))
}

export default async function DrawResultsPage({ params }: { params: Promise<{ sorteo: string }> }) {
  return <ResultsPage drawId={drawIdOf((await params).sorteo)} />
}
