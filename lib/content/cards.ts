import 'server-only'
import type { Commitment, Promotion } from '@/lib/backend'
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
