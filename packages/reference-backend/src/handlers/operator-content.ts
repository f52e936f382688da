import { z } from 'zod'
import { pageRecords, replacePage } from '../content/pages'
import { readBody } from '../body'
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
    return ok(await pageRecords(db, clave.data))
  },
  'PUT operador/paginas/:clave': async ({ db, params, request }) => {
    const clave = z.enum(CLAVES).safeParse(params.clave)
    if (!clave.success) return status(404, 'Página desconocida')
    const records = await readBody(request, recordsSchema, { message: () => 'Registros inválidos' })
    if (!records.ok) return records.response
    await replacePage(db, clave.data, records.data)
    return ok(records.data.length, { mensaje: 'Página actualizada' })
  },
}
