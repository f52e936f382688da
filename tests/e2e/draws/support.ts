import type { APIRequestContext } from '@playwright/test'
import { backendGet, operator } from '../support/backend'

export interface DrawRow {
  id: number
  identificador: string
  fecha: string
}

export async function previousDraws(request: APIRequestContext): Promise<DrawRow[]> {
  return (await backendGet<DrawRow[]>(request, 'sorteos/anteriores')).datos
}

export async function winningCards(request: APIRequestContext, drawId: number) {
  const { datos } = (await operator(request, 'GET', `sorteos/${drawId}/cartones-ganadores`)) as {
    datos: { numero: string; jugada: string; aciertos: number | null; premio: number | string }[]
  }
  return datos
}

export async function losingCards(request: APIRequestContext, drawId: number) {
  const { datos } = (await operator(request, 'GET', `sorteos/${drawId}/cartones?cantidad=5`)) as {
    datos: string[] | { numero: string }[]
  }
  return datos.map((d) => (typeof d === 'string' ? d : d.numero))
}

/** dd/MM/yyyy in Asunción, as the site shows dates. */
export function asuncionDate(iso: string): string {
  return new Intl.DateTimeFormat('es-PY', {
    timeZone: 'America/Asuncion',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso))
}
