import { z } from 'zod'
import { parseCommaList, parseJsonString } from '../parsers'
import { listOf, numeric, text } from './common'

// Draws, results, card check and winners (SPEC sections 3 and 7).

export const drawSchema = z.object({
  id: numeric,
  identificador: text,
  fecha: z.string(),
  imagenCarton: text,
})
export type Draw = z.infer<typeof drawSchema>
export const drawListSchema = listOf(drawSchema)

const amountOrText = z.union([z.number(), z.string()])

const normalPlaySchema = z.object({
  azar: z.literal(false).optional().default(false),
  nombreJugada: z.string(),
  cantidadGanadores: numeric.optional().default(0),
  bolillas: text,
  premios: z
    .array(z.object({ aciertos: numeric, nroGanadores: numeric, premio: amountOrText }))
    .optional()
    .default([]),
})

const azarPlaySchema = z.object({
  azar: z.literal(true),
  nombreJugada: z.string(),
  cantidadGanadores: numeric.optional().default(0),
  premios: z
    .array(z.object({ premio: amountOrText, cartones: text }))
    .optional()
    .default([]),
})

/** One play of a result, with its comma-separated lists decoded. */
export const playResultSchema = z.union([
  azarPlaySchema.transform((p) => ({
    azar: true as const,
    nombreJugada: p.nombreJugada,
    cantidadGanadores: p.cantidadGanadores,
    premios: p.premios.map((premio) => ({
      premio: premio.premio,
      cartones: parseCommaList(premio.cartones),
    })),
  })),
  normalPlaySchema.transform((p) => ({
    azar: false as const,
    nombreJugada: p.nombreJugada,
    cantidadGanadores: p.cantidadGanadores,
    bolillas: parseCommaList(p.bolillas),
    premios: p.premios,
  })),
])
export type PlayResult = z.infer<typeof playResultSchema>

/** The result's JSON string (SPEC: "a JSON string holding a list"), parsed once here. */
export const resultJsonSchema = z
  .string()
  .transform((raw, ctx) => {
    const value = parseJsonString(raw)
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: 'resultado no es JSON' })
      return z.NEVER
    }
    return value
  })
  .pipe(z.array(playResultSchema))

export const drawResultSchema = z.object({
  id: numeric,
  identificador: text,
  fecha: z.string(),
  resultado: z.union([resultJsonSchema, z.array(playResultSchema)]),
})
export type DrawResult = z.infer<typeof drawResultSchema>

export const cardCheckSchema = z.object({
  nro: z.union([z.string(), z.number()]).transform(String).optional(),
  datos: z
    .array(
      z.object({
        orden: numeric.optional(),
        primerMensaje: text,
        nroCarton: z.union([z.string(), z.number()]).transform(String),
        segundoMensaje: text,
        premioId: z.union([z.string(), z.number()]).transform(String).nullish(),
      }),
    )
    .default([]),
})
export type CardCheck = z.infer<typeof cardCheckSchema>

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
export const winnerPageSchema = z.object({ datos: z.array(winnerSchema), total: numeric })
export const winnerCityListSchema = listOf(z.object({ nombre: z.string() }))
