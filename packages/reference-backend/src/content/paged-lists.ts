import { asc, count } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { commitments, promotions } from '../db/schema'

// The content lists read a page at a time (compromisos, promociones), with the list's total.

/** `limit` undefined reads to the end. */
export interface ContentPage {
  limit: number | undefined
  offset: number
}

export async function commitmentPage(db: Executor, { limit, offset }: ContentPage) {
  const query = db
    .select({
      titulo: commitments.titulo,
      foto: commitments.foto,
      contenido: commitments.contenido,
    })
    .from(commitments)
    .orderBy(asc(commitments.orden), asc(commitments.id))
    .offset(offset)
  const [rows, [total]] = await Promise.all([
    limit === undefined ? query : query.limit(limit),
    db.select({ total: count() }).from(commitments),
  ])
  return { rows, total: total?.total ?? 0 }
}

/** `descending` reverses the page as read in ascending `orden`: each page, not the whole list. */
export async function promotionPage(
  db: Executor,
  { limit, offset }: ContentPage,
  descending: boolean,
) {
  const query = db
    .select({
      nombre: promotions.nombre,
      descripcionCorta: promotions.descripcionCorta,
      descripcionLarga: promotions.descripcionLarga,
      file: promotions.file,
      documento: promotions.documento,
      url: promotions.url,
    })
    .from(promotions)
    .orderBy(descending ? promotions.orden : asc(promotions.orden), asc(promotions.id))
    .offset(offset)
  const [rows, [total]] = await Promise.all([
    limit === undefined ? query : query.limit(limit),
    db.select({ total: count() }).from(promotions),
  ])
  return { rows: descending ? rows.reverse() : rows, total: total?.total ?? 0 }
}
