import 'server-only'
import { parseDatos } from './envelope'
import { backendRequest, REST } from './request'
import { cardCheckSchema } from '@loteria/shared/contract/card-check'
import type { ContactMessage } from '@loteria/shared/contract/contact'
import { drawListSchema, drawResultSchema, drawSchema } from '@loteria/shared/contract/sorteo'
import {
  winnerCityListSchema,
  winnerListSchema,
  winnerPageSchema,
} from '@loteria/shared/contract/winners'

// Draws, results, card check, winners and contact (SPEC section 7, "Public content").

const get = (path: string, query?: Record<string, string | number | undefined>) =>
  backendRequest(`${REST}/${path}`, { publico: true, query })

export const fetchCurrentDraw = async () => parseDatos(await get('sorteos/actual'), drawSchema)
export const fetchPreviousDraws = async () =>
  parseDatos(await get('sorteos/anteriores'), drawListSchema)
export const fetchDrawResult = async (drawId: number) =>
  parseDatos(await get(`sorteos/resultados-agrupados/${drawId}`), drawResultSchema)

/** ticket/consulta: an empty list means the card won nothing in that draw. */
export async function fetchCardCheck(drawId: number, cardNumber: string) {
  const envelope = await get(`ticket/consulta/${drawId}/${encodeURIComponent(cardNumber)}`)
  return cardCheckSchema.parse(envelope).datos
}

export interface WinnersQuery {
  pagina?: number
  /** -1 for all. */
  cantidad: number
  ciudad?: string
}

export async function fetchWinners({ pagina = 1, cantidad, ciudad }: WinnersQuery) {
  const envelope = await get('ganadores', {
    pagina,
    cantidad,
    orden: 'desc',
    indice: 'fecha',
    filtro: ciudad || undefined,
  })
  return parseDatos(envelope, winnerPageSchema)
}

export const fetchHomeWinners = async () =>
  parseDatos(await get('ganadores/listar-pagina-inicio'), winnerListSchema)
export const fetchMillionaires = async () => parseDatos(await get('millonarios'), winnerListSchema)
export const fetchWinnerCities = async () =>
  parseDatos(await get('ciudades/ganadores'), winnerCityListSchema)

/** POST contacto/enviar – the backend's message on success. */
export async function sendContact(body: ContactMessage): Promise<string> {
  const envelope = await backendRequest(`${REST}/contacto/enviar`, {
    method: 'POST',
    body,
    publico: true,
  })
  return envelope.mensaje ?? ''
}
