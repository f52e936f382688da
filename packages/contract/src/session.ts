import { z } from 'zod'
import { numeric, text } from './wire'

// POST /servicios/login (its answer: docs/product.md §3, login response) and the player's sessions
// (usuarios/mis-sesiones).

export const loginResponseSchema = z.object({
  usuario: z.looseObject({ id: numeric, email: z.string(), nombre: text, apellido: text }),
  rol: text,
  tipo: text,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const sessionRecordSchema = z.object({
  inicio: z.string(),
  fin: z.string().nullish(),
  espiracion: z.string().nullish(),
  ip: text,
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>
