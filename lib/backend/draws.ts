import 'server-only'
import { publicGet } from './public'
import { backendRequest, REST } from './request'
import {
  cardCheckSchema,
  type ContactMessage,
  drawListSchema,
  drawResultSchema,
  drawSchema,
  winnerCityListSchema,
  winnerListSchema,
  winnerPageSchema,
} from '@loteria/contract'

// Draws, results, card check, winners and contact (docs/product.md §7, "Public content").

export const fetchCurrentDraw = () => publicGet('sorteos/actual', drawSchema)
export const fetchPreviousDraws = () => publicGet('sorteos/anteriores', drawListSchema)
export const fetchDrawResult = (drawId: number) =>
  publicGet(`sorteos/resultados-agrupados/${drawId}`, drawResultSchema)

/** ticket/consulta: an empty list means the card won nothing in that draw. */
export async function fetchCardCheck(drawId: number, cardNumber: string) {
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

export const fetchWinners = ({ pagina = 1, cantidad, ciudad }: WinnersQuery) =>
  publicGet('ganadores', winnerPageSchema, {
    pagina,
    cantidad,
    orden: 'desc',
    indice: 'fecha',
    filtro: ciudad || undefined,
  })

export const fetchHomeWinners = () => publicGet('ganadores/listar-pagina-inicio', winnerListSchema)
export const fetchMillionaires = () => publicGet('millonarios', winnerListSchema)
export const fetchWinnerCities = () => publicGet('ciudades/ganadores', winnerCityListSchema)

/** POST contacto/enviar – the backend's message on success. */
export async function sendContact(body: ContactMessage): Promise<string> {
  const envelope = await backendRequest(`${REST}/contacto/enviar`, {
    method: 'POST',
    body,
    publico: true,
  })
  return envelope.mensaje ?? ''
}
