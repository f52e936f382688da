import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getDrawResult, getPreviousDraws, NotFoundError } from '@/lib/backend'
import { socialMetadata } from '@/lib/metadata'
import { drawPath, summarizeDraw, type DrawSummary } from './draw-summary'

// One draw's data for its page, its metadata and its picture: all from the cached getters (tag
// `draws`), so a prerendered page costs the backend nothing per visitor.

/** `/resultados/{sorteo}`: only digits name a draw; anything else is a 404. */
export function drawIdOf(sorteo: string): number {
  if (!/^\d{1,9}$/.test(sorteo)) notFound()
  return Number(sorteo)
}

/** The draw with its result, or notFound() when the backend knows no such draw. */
export async function loadDrawSummary(id: number): Promise<DrawSummary> {
  const draw = (await getPreviousDraws()).find((d) => d.id === id)
  if (!draw) notFound()
  const result = await getDrawResult(id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound()
    throw error
  })
  return summarizeDraw(draw, result.resultado)
}

/** Title, description (number, date, the first play's balls), canonical and social tags. */
export async function drawMetadata(draw: DrawSummary): Promise<Metadata> {
  const t = await getTranslations('DrawPage')
  const title = t('metaTitle', { sorteo: draw.nombre, fecha: draw.fecha })
  const headline = draw.plays[0]
  const description = headline
    ? t('metaDescription', {
        sorteo: draw.nombre,
        fecha: draw.fecha,
        jugada: headline.nombreJugada,
        bolillas: headline.bolillas.join(', '),
      })
    : t('metaDescriptionNoBalls', { sorteo: draw.nombre, fecha: draw.fecha })
  const path = drawPath(draw.id)
  return {
    title,
    description,
    alternates: {
      canonical: path,
      types: { 'application/rss+xml': '/resultados/feed.xml' },
    },
    // The picture: ./opengraph-image.tsx beside the page.
    ...socialMetadata(title, description, path, true),
  }
}
