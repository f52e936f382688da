import { z } from 'zod'
import { revalidateTags, TAGS } from '@loteria/contract'
import { readBody } from '../body'
import { identificador } from '../draws/calendar'
import {
  azarCardNotInPool,
  DRAW_HAS_NO_CARDS,
  DRAW_RUN,
  NO_OPEN_DRAW,
  NO_RESULT,
  notTheOpenDraw,
} from '../draws/messages'
import { formatCardNumber } from '../draws/numbers'
import { winningCards } from '../draws/prizes'
import { parseResult } from '../draws/results'
import { runCurrentDraw } from '../draws/run-current'
import { LIVE_DRAW_RUNNING } from '../live/messages'
import { allDraws, drawIdParam, findDraw, loadPool } from '../draws/store'
import { intParam, notFound, ok, refuse } from '../http'
import { prizeTaxPercent } from '../prizes/tax'
import type { Routes } from '../router'

// Operator: run the current draw, list the draws, and read a draw's winning and losing cards (for
// operators checking a result, and for tests that need a known card).

/** The site's /servicios face revalidates these cache tags when an answer names them. */
const PUBLISH = revalidateTags(TAGS.draws, TAGS.winners)

const INVALID = 'La solicitud no es válida.'
const AWARD_CARD = 'premiosAzar: cada número de cartón tiene de 1 a 6 cifras.'
export const AWARD_PRIZE =
  'premiosAzar: cada premio es un monto en guaraníes o el nombre de un bien.'

/** A forced Azar award (demos and tests): `{ numero: '001234', premio: 150000 | 'Cartón gratis' }`. */
export const forcedAwardSchema = z.object(
  {
    numero: z
      .string({ error: AWARD_CARD })
      .trim()
      .regex(/^\d{1,6}$/, AWARD_CARD)
      .transform((digits) => formatCardNumber(Number(digits))),
    premio: z.union(
      [z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().trim().min(1).max(120)],
      { error: AWARD_PRIZE },
    ),
  },
  { error: AWARD_PRIZE },
)

const runSchema = z.object(
  {
    sorteoId: z.number({ error: INVALID }).int(INVALID).positive(INVALID).optional(),
    premiosAzar: z
      .array(forcedAwardSchema, { error: AWARD_PRIZE })
      .max(100, 'premiosAzar: hasta 100 premios.')
      .optional(),
  },
  { error: INVALID },
)

export const operatorDrawRoutes: Routes = {
  /**
   * Optional body `{ sorteoId, premiosAzar }`: runs only if that is still the open draw; forced
   * Azar awards replace the drawn ones (docs/contract.md, "Forced Azar awards").
   */
  'POST operador/sorteos/ejecutar': async ({ db, request }) => {
    let expectedId: number | undefined
    let azarAwards: { numero: string; premio: number | string }[] | undefined
    if (request.headers.get('content-type')?.includes('application/json')) {
      const parsed = await readBody(request, runSchema)
      if (!parsed.ok) return parsed.response
      expectedId = parsed.data.sorteoId
      azarAwards = parsed.data.premiosAzar
    }
    // Checked before the run: the prizes step would otherwise fail it halfway.
    const tax = prizeTaxPercent()
    if (!tax.ok) return refuse(tax.mensaje)
    const run = await runCurrentDraw(db, { expectedId, azarAwards })
    if (run === 'no-open-draw') return refuse(NO_OPEN_DRAW)
    if (run === 'not-the-open-draw') return refuse(notTheOpenDraw(expectedId ?? 0))
    if (run === 'no-cards') return refuse(DRAW_HAS_NO_CARDS)
    if (run === 'live-draw-running') return refuse(LIVE_DRAW_RUNNING)
    if ('refusal' in run) return refuse(azarCardNotInPool(run.numero))
    return ok(run, { mensaje: DRAW_RUN }, { headers: PUBLISH })
  },

  /** Every draw, oldest first, with its winners per play once run. */
  'GET operador/sorteos': async ({ db }) => {
    const rows = await allDraws(db)
    return ok(
      rows.map((row) => ({
        id: row.id,
        identificador: identificador(row.id),
        fecha: row.fecha.toISOString(),
        estado: row.estado,
        ganadores: row.resultado
          ? Object.fromEntries(
              parseResult(row.resultado).map((play) => [play.nombreJugada, play.cantidadGanadores]),
            )
          : null,
      })),
    )
  },

  'GET operador/sorteos/:id/cartones-ganadores': async ({ db, params }) => {
    const id = drawIdParam(params.id)
    const draw = id === undefined ? undefined : await findDraw(db, id)
    if (!draw) return notFound()
    if (draw.resultado === null) return refuse(NO_RESULT)
    return ok(winningCards(parseResult(draw.resultado), await loadPool(db, draw.id)))
  },

  /** `cantidad` card numbers of the draw that won nothing (any, before the draw is run). */
  'GET operador/sorteos/:id/cartones': async ({ db, params, url }) => {
    const id = drawIdParam(params.id)
    const draw = id === undefined ? undefined : await findDraw(db, id)
    if (!draw) return notFound()
    const cantidad = Math.max(1, intParam(url, 'cantidad', 5, 100))
    const pool = await loadPool(db, draw.id)
    const winners = new Set(
      draw.resultado === null
        ? []
        : winningCards(parseResult(draw.resultado), pool).map((card) => card.numero),
    )
    return ok(
      pool
        .filter((card) => !winners.has(card.numero))
        .slice(0, cantidad)
        .map((card) => card.numero),
    )
  },
}
