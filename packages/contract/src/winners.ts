import { z } from 'zod'
import { amountOrText, listOf, numeric, text } from './wire'

// ganadores, ganadores/listar-pagina-inicio, millonarios, ciudades/ganadores (docs/product.md §7).

export const winnerSchema = z.object({
  id: numeric,
  nombre: z.string(),
  premio: amountOrText,
  fecha: z.string(),
  ciudad: text,
  foto: text,
  biografia: text,
})
export type Winner = z.infer<typeof winnerSchema>
export const winnerListSchema = listOf(winnerSchema)
/** Winner responses wrap data in `datos` with `total` (docs/product.md §3). */
export const winnerPageSchema = z.object({ datos: z.array(winnerSchema), total: numeric })
export const winnerCityListSchema = listOf(z.object({ nombre: z.string() }))
