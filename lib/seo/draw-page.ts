import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getDrawResult, getPreviousDraws, orNone } from '@/lib/backend'
import { socialMetadata } from '@/lib/metadata'
import { drawIdIn } from './draw-address'
import { drawPath, summarizeDraw, type DrawSummary } from './draw-summary'

// One draw's data for its page, its metadata and its picture: all from the cached getters (tag
// `draws`), so a prerendered page costs the backend nothing per visitor.

/** `/resultados/{sorteo}`: only a draw's id (lib/seo/draw-address.ts) names one; else a 404. */
export function drawIdOf(sorteo: string): number {
  return drawIdIn(sorteo) ?? notFound()
}

/** The draw with its result, or undefined when the backend has no such draw or no result yet. */
export async function findDrawSummary(id: number): Promise<DrawSummary | undefined> {
  const draw = (await getPreviousDraws()).find((d) => d.id === id)
  if (!draw) return undefined
  const result = await orNone(getDrawResult(id), undefined)
  return result && summarizeDraw(draw, result.resultado)
}

/** The draw with its result, or notFound() when the backend knows no such draw. */
export async function loadDrawSummary(id: number): Promise<DrawSummary> {
  return (await findDrawSummary(id)) ?? notFound()
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
