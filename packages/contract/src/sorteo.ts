import { z } from 'zod'
import { parseCommaList, parseJsonString } from './encodings'
import { amountOrText, listOf, numeric, text } from './wire'
import { formatCardNumber } from './format/format'
import { WEEK_PHASES } from './week-phase'

// Draws and their results (docs/product.md §3 and §7): sorteos/actual, sorteos/anteriores,
// sorteos/resultados-agrupados/{drawId}.

/**
 * The open draw's main pot (docs/contract.md, "sorteos/actual"): what its Tradicional 15 hits pays,
 * and whether it carries last week's. Only sorteos/actual sends it, and a backend may not: the
 * site then says what was carried over, naming the draw it is for.
 */
export const drawPotSchema = z.object({
  jugada: z.string(),
  monto: numeric,
  acumulado: z.boolean(),
})
export type DrawPot = z.infer<typeof drawPotSchema>

export const weekPhaseSchema = z.enum(WEEK_PHASES)

export const drawSchema = z.object({
  id: numeric,
  identificador: text,
  fecha: z.string(),
  imagenCarton: text,
  pozo: drawPotSchema.optional().catch(undefined),
  /**
   * sorteos/actual only (docs/contract.md, "The week's phase"): the instant its sales close (ISO),
   * and where the draw stands. A backend may send neither: the site then takes the fallback close
   * of week-phase.ts and reads the phase off the clock.
   */
  cierreVentas: z.iso.datetime({ offset: true }).optional().catch(undefined),
  fase: weekPhaseSchema.optional().catch(undefined),
})
export type Draw = z.infer<typeof drawSchema>
export const drawListSchema = listOf(drawSchema)

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
      cartones: parseCommaList(premio.cartones).map(formatCardNumber),
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

/**
 * The result's JSON string (docs/product.md §3: "a JSON string holding a list"), parsed once here.
 */
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

/** A result as the JSON string of docs/product.md §3, or (some backends) the list itself. */
export const resultSchema = z.union([resultJsonSchema, z.array(playResultSchema)])

export const drawResultSchema = z.object({
  id: numeric,
  identificador: text,
  fecha: z.string(),
  resultado: resultSchema,
})
export type DrawResult = z.infer<typeof drawResultSchema>
