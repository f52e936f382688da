import { cardCheckSchema } from '@loteria/contract'
import { cardCheckItems } from '../draws/card-check'
import { parsePlays } from '../draws/cards'
import { CARD_DID_NOT_WIN, CARD_WON, INVALID_CARD_NUMBER, NO_RESULT } from '../draws/messages'
import { normalizeCardNumber } from '../draws/numbers'
import { cardPrizes, prepareResult } from '../draws/prizes'
import { parseResult } from '../draws/results'
import { drawIdParam, findCardPlays, findDraw } from '../draws/store'
import { notFound, ok, refuse, status } from '../http'
import type { Routes } from '../router'

// GET rest/ticket/consulta/{drawId}/{cardNumber} (public): what a card won in a past draw, from
// the stored result and the card's plays. An empty `datos` is "no prize", also for a number that
// is not a card of that draw: the answer does not tell which numbers were sold.

/** Digits only, as the site's form sends them; longer than any card is still just "no prize". */
const CARD_INPUT = /^\d{1,20}$/

export const cardCheckRoutes: Routes = {
  'GET rest/ticket/consulta/:drawId/:cardNumber': async ({ db, params }) => {
    const input = params.cardNumber ?? ''
    if (!CARD_INPUT.test(input)) return status(400, INVALID_CARD_NUMBER)
    const id = drawIdParam(params.drawId)
    const draw = id === undefined ? undefined : await findDraw(db, id)
    if (!draw) return notFound()
    if (draw.resultado === null) return refuse(NO_RESULT)
    const numero = normalizeCardNumber(input)
    const jugadas = numero ? await findCardPlays(db, draw.id, numero) : undefined
    const prizes =
      jugadas !== undefined && numero
        ? cardPrizes(prepareResult(parseResult(draw.resultado)), {
            numero,
            plays: parsePlays(jugadas),
          })
        : []
    const datos = numero ? cardCheckItems(draw.id, numero, prizes) : []
    return ok(cardCheckSchema.shape.datos, datos, {
      mensaje: datos.length > 0 ? CARD_WON : CARD_DID_NOT_WIN,
      nro: input,
    })
  },
}
