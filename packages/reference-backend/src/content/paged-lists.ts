import { asc } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { withTotal } from '../db/page'
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
  return withTotal(db, limit === undefined ? query : query.limit(limit), commitments)
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
  const { rows, total } = await withTotal(
    db,
    limit === undefined ? query : query.limit(limit),
    promotions,
  )
  return { rows: descending ? rows.reverse() : rows, total }
}
