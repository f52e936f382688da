import {
  cardCheckSchema,
  drawListSchema,
  drawResultSchema,
  drawSchema,
  type Draw,
} from '@loteria/contract'
import { UNKNOWN_ID, type Context } from '../context'
import { datos, envelope, newestFirst, parsed, refusal, refusedWith, rule } from '../rules'

// The draws (docs/reference-backend.md "Draws, results and winners"): the open draw, the past ones
// newest first, a draw's result, and the card check with its 400 and 404.

const INVALID_CARD = 'Número de cartón inválido.'
const NO_RESULT = 'El sorteo todavía no tiene resultados.'

/** The close of sales, when the backend says it (`cierreVentas`, an ISO instant before the draw). */
function closeOfSales(draw: Draw): string {
  const close: unknown = 'cierreVentas' in draw ? draw.cierreVentas : undefined
  if (close === undefined || close === null) return ''
  const at = Date.parse(String(close))
  rule(!Number.isNaN(at), 'datos.cierreVentas no es un instante ISO')
  rule(at <= Date.parse(draw.fecha), 'datos.cierreVentas es después del sorteo')
  return ', cierre de ventas antes del sorteo'
}

export async function checkDraws(context: Context) {
  const { suite, open } = context
  await suite.check('GET rest/sorteos/actual', async () => {
    const answer = await open.call('GET', 'rest/sorteos/actual')
    rule(answer.status !== 404, 'no hay sorteo a la venta: la suite necesita uno (404)')
    context.openDraw = datos(answer, drawSchema, 'drawSchema')
    return `drawSchema (${context.openDraw.identificador})${closeOfSales(context.openDraw)}`
  })
  await suite.check('GET rest/sorteos/anteriores', async () => {
    const draws = datos(
      await open.call('GET', 'rest/sorteos/anteriores'),
      drawListSchema,
      'drawListSchema',
    )
    rule(draws.length > 0, 'no hay sorteos anteriores: la suite necesita uno con resultado')
    newestFirst(draws, 'fecha', 'datos')
    const onSale = context.openDraw
    rule(
      !onSale || draws.every((draw) => draw.id !== onSale.id),
      'el sorteo abierto figura entre los anteriores',
    )
    context.pastDraws = draws
    return `drawListSchema, ${draws.length} sorteos, el más nuevo primero`
  })
  let winningCard: string | undefined
  const latest = context.pastDraws[0]
  // Without a past draw these calls cannot be asked: said once, on anteriores' own line.
  if (!latest) {
    suite.skip('GET rest/sorteos/resultados-agrupados/{drawId}', 'sin sorteo anterior')
    return suite.skip('GET rest/ticket/consulta/{drawId}/{cardNumber}', 'sin sorteo anterior')
  }
  await suite.check('GET rest/sorteos/resultados-agrupados/{drawId}', async () => {
    const result = datos(
      await open.call('GET', `rest/sorteos/resultados-agrupados/${latest.id}`),
      drawResultSchema,
      'drawResultSchema',
    )
    rule(result.id === latest.id, `pedido el sorteo ${latest.id}, respondió el ${result.id}`)
    for (const play of result.resultado) {
      if (play.azar) winningCard ??= play.premios.flatMap((premio) => premio.cartones)[0]
    }
    refusedWith(await open.call('GET', `rest/sorteos/resultados-agrupados/${UNKNOWN_ID}`), 404)
    if (context.openDraw) {
      refusal(
        await open.call('GET', `rest/sorteos/resultados-agrupados/${context.openDraw.id}`),
        NO_RESULT,
      )
    }
    return 'drawResultSchema; sorteo desconocido 404; sin resultado todavía, rechazo'
  })
  await suite.check('GET rest/ticket/consulta/{drawId}/{cardNumber}', async () => {
    refusedWith(await open.call('GET', `rest/ticket/consulta/${latest.id}/abc`), 400, INVALID_CARD)
    refusedWith(await open.call('GET', `rest/ticket/consulta/${UNKNOWN_ID}/4512`), 404)
    if (!winningCard) return 'cardCheckSchema no comprobado (sin cartón de Azar); 400 y 404'
    const answer = await open.call('GET', `rest/ticket/consulta/${latest.id}/${winningCard}`)
    envelope(answer)
    const check = parsed(cardCheckSchema, answer.json, 'cardCheckSchema', 'respuesta')
    rule(check.datos.length > 0, `el cartón ${winningCard}, premiado en Azar, respondió datos: []`)
    rule(
      check.datos.every((item) => item.nroCarton === winningCard),
      `datos[0].nroCarton no es ${winningCard}`,
    )
    return 'cardCheckSchema (un cartón premiado); letras 400; sorteo desconocido 404'
  })
}
