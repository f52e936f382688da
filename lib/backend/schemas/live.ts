import { z } from 'zod'
import { numeric, text } from './common'
import { playResultSchema, resultJsonSchema } from './draws'

// Sorteo en vivo (README: contract additions): the state, its events and the player's cards.

const drawRefSchema = z.object({ id: numeric, identificador: text, fecha: z.string() })
export type LiveDrawRef = z.infer<typeof drawRefSchema>

const resultSchema = z.union([resultJsonSchema, z.array(playResultSchema)]).nullish()

const playsSchema = z.array(z.object({ nombreJugada: z.string(), bolillas: z.array(numeric) }))

export const liveStateSchema = z.discriminatedUnion('estado', [
  z.object({
    estado: z.literal('ESPERANDO'),
    ultimoEvento: numeric.optional().default(0),
    proximo: drawRefSchema.nullish(),
    ultimoResultado: drawRefSchema.extend({ resultado: resultSchema }).nullish(),
  }),
  z.object({
    estado: z.enum(['EN_CURSO', 'FINALIZADO']),
    ultimoEvento: numeric.optional().default(0),
    sorteo: drawRefSchema,
    intervaloMs: numeric.nullish(),
    jugadas: playsSchema,
    resultado: resultSchema,
    proximo: drawRefSchema.nullish(),
  }),
])
export type LiveState = z.infer<typeof liveStateSchema>

/** One event of the stream; `fin` carries the result. */
export const liveEventSchema = z.discriminatedUnion('tipo', [
  z.object({ id: numeric, tipo: z.literal('inicio'), sorteoId: numeric, identificador: text }),
  z.object({
    id: numeric,
    tipo: z.literal('bolilla'),
    sorteoId: numeric,
    jugada: z.string(),
    orden: numeric,
    bolilla: numeric,
  }),
  z.object({ id: numeric, tipo: z.literal('fin'), sorteoId: numeric, resultado: resultSchema }),
])
export type LiveEvent = z.infer<typeof liveEventSchema>

const cardPrizeSchema = z.object({
  jugada: z.string(),
  aciertos: numeric.nullable(),
  premio: z.union([z.number(), z.string()]),
})

export const myLiveCardsSchema = z.object({
  sorteoId: numeric.nullable(),
  estado: z.string(),
  cartones: z.array(
    z.object({
      id: numeric,
      numero: text,
      jugadas: z.array(z.object({ nombre: z.string(), numeros: z.array(numeric) })),
      premios: z.array(cardPrizeSchema).nullable(),
    }),
  ),
})
export type MyLiveCards = z.infer<typeof myLiveCardsSchema>
