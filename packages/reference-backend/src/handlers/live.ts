import { z } from 'zod'
import { liveStateSchema, myLiveCardsSchema, revalidateTags, TAGS } from '@loteria/contract'
import { readBody } from '../body'
import { account } from '../auth/require-session'
import { ok, refuse, unauthorized } from '../http'
import {
  INTERVAL_RANGE,
  LIVE_NOT_FINISHED,
  LIVE_PUBLISHED,
  LIVE_STARTED,
  NO_LIVE_TO_PUBLISH,
  STREAMS_PER_ADDRESS,
} from '../live/messages'
import { myLiveCards } from '../live/my-cards'
import { startLiveDraw } from '../live/start'
import { liveState } from '../live/state'
import { lastEventIdOf, liveEventStream } from '../live/stream'
import { mayOpenStream } from '../live/stream-access'
import { takeStreamSlot } from '../live/stream-slots'
import { prizeTaxPercent } from '../prizes/tax'
import { azarCardNotInPool } from '../draws/messages'
import { AWARD_PRIZE, forcedAwardSchema } from './operator-draws'
import type { Routes } from '../router'

// Sorteo en vivo (docs/contract.md, "Contract additions"): the live state, its event stream, the
// player's cards in it, and the operator's start.

/** The site's /servicios face revalidates these cache tags when an answer names them. */
const PUBLISH = revalidateTags(TAGS.draws, TAGS.winners)
/** A draw gone live is the week's news: its pages stop saying "closed" and say "live". */
const STARTED = revalidateTags(TAGS.draws)

const DEFAULT_INTERVAL_MS = 4000

const startSchema = z.object(
  {
    intervaloMs: z
      .number({ error: INTERVAL_RANGE })
      .int(INTERVAL_RANGE)
      .min(100, INTERVAL_RANGE)
      .max(60_000, INTERVAL_RANGE)
      .default(DEFAULT_INTERVAL_MS),
    /** Forced Azar awards, as for `sorteos/ejecutar` (demos and tests). */
    premiosAzar: z
      .array(forcedAwardSchema, { error: AWARD_PRIZE })
      .max(100, 'premiosAzar: hasta 100 premios.')
      .optional(),
  },
  { error: INTERVAL_RANGE },
)

export const liveRoutes: Routes = {
  'GET rest/sorteos/en-vivo': async ({ db }) => ok(liveStateSchema, await liveState(db)),

  /** For the site only (live/stream-access.ts): in-process, or with the stream token. */
  'GET rest/sorteos/en-vivo/eventos': ({ db, request, inProcess, clientAddress }) => {
    if (!mayOpenStream(request, inProcess)) return unauthorized()
    const release = inProcess ? undefined : takeStreamSlot(clientAddress)
    if (!inProcess && !release) {
      return Response.json(
        { error: true, mensaje: STREAMS_PER_ADDRESS },
        { status: 429, headers: { 'Retry-After': '30' } },
      )
    }
    return liveEventStream(db, lastEventIdOf(request), request.signal, release)
  },

  'GET rest/sorteos/en-vivo/mis-cartones': account(async ({ db, session }) =>
    ok(myLiveCardsSchema, await myLiveCards(db, session.userId)),
  ),

  /** Body `{ intervaloMs, premiosAzar? }` (100–60000 ms, default 4000). */
  'POST operador/sorteos/en-vivo': async ({ db, request }) => {
    // The body is optional: without one, the defaults (the CLI's `sortear --en-vivo`).
    const given = request.headers.get('content-type')?.includes('application/json')
    const parsed = given
      ? await readBody(
          request,
          z.preprocess((value) => value ?? {}, startSchema),
        )
      : { ok: true as const, data: startSchema.parse({}) }
    if (!parsed.ok) return parsed.response
    // Checked before the start: the close would otherwise fail after the last ball.
    const tax = prizeTaxPercent()
    if (!tax.ok) return refuse(tax.mensaje)
    const { intervaloMs, premiosAzar } = parsed.data
    const started = await startLiveDraw(db, intervaloMs, { azarAwards: premiosAzar })
    if ('notInPool' in started) return refuse(azarCardNotInPool(started.notInPool))
    if ('refusal' in started) return refuse(started.refusal)
    return ok(started, { mensaje: LIVE_STARTED }, { headers: STARTED })
  },

  /** After the end: publishes the result (the answer asks the site to revalidate). */
  'POST operador/sorteos/en-vivo/publicar': async ({ db }) => {
    const state = await liveState(db)
    if (state.estado === 'EN_CURSO') return refuse(LIVE_NOT_FINISHED)
    if (state.estado !== 'FINALIZADO') return refuse(NO_LIVE_TO_PUBLISH)
    const { sorteo, resultado, proximo: siguiente } = state
    return ok({ sorteo, resultado, siguiente }, { mensaje: LIVE_PUBLISHED }, { headers: PUBLISH })
  },
}
