import 'server-only'
import type { Commitment, PrizeItem, Promotion, Winner } from '@/lib/backend'
import { formatDate, formatPrize } from '@loteria/contract/format'
import { sanitize, toPlainText } from '@/lib/sanitize'

/** What a card of a gallery and its detail dialog show; HTML already cleaned on the server. */
export interface DetailCard {
  key: string
  title: string
  image: string
  summary: string
  html: string
  document?: string
  moreInfo?: string
}

const safeHref = (href: string) =>
  (href.startsWith('/') && !href.startsWith('//')) || /^https?:\/\//i.test(href) ? href : undefined

export function promotionCard(p: Promotion, index: number): DetailCard {
  return {
    key: `${index}-${p.nombre}`,
    title: p.nombre,
    image: safeHref(p.file) ?? '',
    summary: p.descripcionCorta,
    html: sanitize(p.descripcionLarga),
    document: p.documento ? safeHref(p.documento) : undefined,
    moreInfo: p.url ? safeHref(p.url) : undefined,
  }
}

export function commitmentCard(c: Commitment, index: number): DetailCard {
  return {
    key: `${index}-${c.titulo}`,
    title: c.titulo,
    image: safeHref(c.foto) ?? '',
    summary: toPlainText(c.contenido, 140),
    html: sanitize(c.contenido),
  }
}

export function prizeItemCard(p: PrizeItem, index: number): DetailCard {
  return {
    key: `${index}-${p.nombre}`,
    title: p.nombre,
    image: safeHref(p.foto) ?? '',
    summary: p.tipo_premio,
    html: sanitize(p.descripcion),
  }
}

/** A winner's testimonial on the home page. */
export function testimonialCard(w: Winner, index: number): DetailCard {
  const premio = formatPrize(w.premio)
  return {
    key: `${index}-${w.id}`,
    title: w.nombre,
    image: safeHref(w.foto) ?? '',
    summary: `${premio} · ${w.ciudad} · ${formatDate(w.fecha)}`,
    html: sanitize(`<p>${escapeHtml(w.biografia)}</p>`),
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
