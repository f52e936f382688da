import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ResultsPage } from '@/components/draws/results-page'
import { getPreviousDraws } from '@/lib/backend'
import { formatDate } from '@loteria/shared/format'

// Each draw's results have their own URL, prerendered and revalidated like /resultados.
export const revalidate = 60
export const dynamicParams = true

export async function generateStaticParams() {
  const draws = await getPreviousDraws()
  return draws.map((d) => ({ sorteo: String(d.id) }))
}

function drawIdOf(sorteo: string): number {
  if (!/^\d{1,9}$/.test(sorteo)) notFound()
  return Number(sorteo)
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ sorteo: string }>
}): Promise<Metadata> {
  const id = drawIdOf((await params).sorteo)
  const [t, draws] = await Promise.all([getTranslations('Results'), getPreviousDraws()])
  const draw = draws.find((d) => d.id === id)
  return {
    title: draw ? t('metaTitle', { fecha: formatDate(draw.fecha) }) : t('title'),
    alternates: { canonical: `/resultados/${id}` },
  }
}

export default async function DrawResultsPage({ params }: { params: Promise<{ sorteo: string }> }) {
  return <ResultsPage drawId={drawIdOf((await params).sorteo)} />
}
