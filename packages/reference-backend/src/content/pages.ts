import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { Executor } from '../db/executor'
import { infoPages } from '../db/schema'
import { withTaxRate } from '../prizes/tax-text'

// The static pages (info-empresa/*): each a list of records under one key, in their order. The
// operator replaces a page's records as a whole.

export interface PageRecord {
  titulo: string
  descripcion: string
  file: string
  nombre: string
}

/** A page's records as stored (the operator's view: the tax placeholder left in). */
export function pageRecords(db: Executor, clave: string): Promise<PageRecord[]> {
  return db
    .select({
      titulo: infoPages.titulo,
      descripcion: infoPages.descripcion,
      file: infoPages.file,
      nombre: infoPages.nombre,
    })
    .from(infoPages)
    .where(eq(infoPages.clave, clave))
    .orderBy(asc(infoPages.orden), asc(infoPages.id))
}

/** A page's records as players read them, the tax placeholder filled (prizes/tax-text.ts). */
export async function publishedPage(db: Executor, clave: string): Promise<PageRecord[]> {
  const records = await pageRecords(db, clave)
  return records.map((record) => ({ ...record, descripcion: withTaxRate(record.descripcion) }))
}

/** Replaces every record of a page at once: a reader never sees half of the old and new page. */
export async function replacePage(
  db: Database,
  clave: string,
  records: readonly PageRecord[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(infoPages).where(eq(infoPages.clave, clave))
    await tx.insert(infoPages).values(records.map((r, orden) => ({ ...r, clave, orden })))
  })
}
