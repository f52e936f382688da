import { z } from 'zod'
import { resultSchema } from './sorteo'
import { cardNumber, numeric, text } from './wire'

// Sorteo en vivo (docs/contract.md, contract additions): sorteos/en-vivo (the state),
// sorteos/en-vivo/eventos (one Server-Sent Events stream, ids increasing, `Last-Event-ID`
// resumes) and sorteos/en-vivo/mis-cartones (the player's cards in it).

const drawRefSchema = z.object({ id: numeric, identificador: text, fecha: z.string() })
export type LiveDrawRef = z.infer<typeof drawRefSchema>

const liveResultSchema = resultSchema.nullish()

const playsSchema = z.array(z.object({ nombreJugada: z.string(), bolillas: z.array(numeric) }))

export const liveStateSchema = z.discriminatedUnion('estado', [
  z.object({
    estado: z.literal('ESPERANDO'),
    ultimoEvento: numeric.optional().default(0),
    proximo: drawRefSchema.nullish(),
    ultimoResultado: drawRefSchema.extend({ resultado: liveResultSchema }).nullish(),
  }),
  z.object({
    estado: z.enum(['EN_CURSO', 'FINALIZADO']),
    ultimoEvento: numeric.optional().default(0),
    sorteo: drawRefSchema,
    intervaloMs: numeric.nullish(),
    jugadas: playsSchema,
    resultado: liveResultSchema,
    proximo: drawRefSchema.nullish(),
  }),
])
export type LiveState = z.infer<typeof liveStateSchema>

const inicioSchema = z.object({
  id: numeric,
  tipo: z.literal('inicio'),
  sorteoId: numeric,
  identificador: text,
})
const bolillaSchema = z.object({
  id: numeric,
  tipo: z.literal('bolilla'),
  sorteoId: numeric,
  jugada: z.string(),
  orden: numeric,
  bolilla: numeric,
})
const finSchema = z.object({ id: numeric, tipo: z.literal('fin'), sorteoId: numeric })

/** The draw's events as its processes share them; the SSE `event:` field is `tipo`. */
export const liveDrawEventSchema = z.discriminatedUnion('tipo', [
  inicioSchema,
  bolillaSchema,
  finSchema,
])
export type LiveDrawEvent = z.infer<typeof liveDrawEventSchema>

/** One event of the stream: `fin` carries the draw's result. */
export const liveEventSchema = z.discriminatedUnion('tipo', [
  inicioSchema,
  bolillaSchema,
  finSchema.extend({ resultado: liveResultSchema }),
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
      numero: cardNumber,
      jugadas: z.array(z.object({ nombre: z.string(), numeros: z.array(numeric) })),
      premios: z.array(cardPrizeSchema).nullable(),
    }),
  ),
})
export type MyLiveCards = z.infer<typeof myLiveCardsSchema>
