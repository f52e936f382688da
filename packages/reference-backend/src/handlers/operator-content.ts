import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { infoPages } from '../db/schema'
import { ok, status } from '../http'
import type { Routes } from '../router'

// Operator: read and replace the records of a static page (info-empresa/*). The site shows the
// change after POST /api/revalidate {"tags":["content"]}.

const CLAVES = [
  'empresa',
  'reglamento',
  'terminos',
  'ludopatia',
  'certificaciones',
  'politica_privacidad',
  'politica_cookies',
] as const

const recordsSchema = z
  .array(
    z.object({
      titulo: z.string().min(1),
      descripcion: z.string(),
      file: z.string().default(''),
      nombre: z.string().default(''),
    }),
  )
  .min(1)

export const operatorContentRoutes: Routes = {
  'GET operador/paginas/:clave': async ({ db, params }) => {
    const clave = z.enum(CLAVES).safeParse(params.clave)
    if (!clave.success) return status(404, 'Página desconocida')
    const rows = await db
      .select({
        titulo: infoPages.titulo,
        descripcion: infoPages.descripcion,
        file: infoPages.file,
        nombre: infoPages.nombre,
      })
      .from(infoPages)
      .where(eq(infoPages.clave, clave.data))
      .orderBy(asc(infoPages.orden), asc(infoPages.id))
    return ok(rows)
  },
  'PUT operador/paginas/:clave': async ({ db, params, request }) => {
    const clave = z.enum(CLAVES).safeParse(params.clave)
    if (!clave.success) return status(404, 'Página desconocida')
    const records = recordsSchema.safeParse(await request.json().catch(() => null))
    if (!records.success) return status(400, 'Registros inválidos')
    await db.transaction(async (tx) => {
      await tx.delete(infoPages).where(eq(infoPages.clave, clave.data))
      await tx
        .insert(infoPages)
        .values(records.data.map((r, orden) => ({ ...r, clave: clave.data, orden })))
    })
    return ok(records.data.length, { mensaje: 'Página actualizada' })
  },
}
