import 'server-only'
import { publicGet } from './public'
import { backendRequest, REST } from './request'
import {
  cardCheckSchema,
  drawListSchema,
  drawResultSchema,
  drawSchema,
  winnerCityListSchema,
  winnerListSchema,
  winnerPageSchema,
} from '@loteria/contract'

// Draws, results, card check and winners (docs/product.md §7, "Public content").

export const readCurrentDraw = () => publicGet('sorteos/actual', drawSchema)
export const readPreviousDraws = () => publicGet('sorteos/anteriores', drawListSchema)
export const readDrawResult = (drawId: number) =>
  publicGet(`sorteos/resultados-agrupados/${drawId}`, drawResultSchema)

/** ticket/consulta: an empty list means the card won nothing in that draw. */
export async function readCardCheck(drawId: number, cardNumber: string) {
  const envelope = await backendRequest(
    `${REST}/ticket/consulta/${drawId}/${encodeURIComponent(cardNumber)}`,
    { publico: true },
  )
  return cardCheckSchema.parse(envelope).datos
}

export interface WinnersQuery {
  pagina?: number
  /** -1 for all. */
  cantidad: number
  ciudad?: string
}

export const readWinners = ({ pagina = 1, cantidad, ciudad }: WinnersQuery) =>
  publicGet('ganadores', winnerPageSchema, {
    pagina,
    cantidad,
    orden: 'desc',
    indice: 'fecha',
    filtro: ciudad || undefined,
  })

export const readHomeWinners = () => publicGet('ganadores/listar-pagina-inicio', winnerListSchema)
export const readMillionaires = () => publicGet('millonarios', winnerListSchema)
export const readWinnerCities = () => publicGet('ciudades/ganadores', winnerCityListSchema)
