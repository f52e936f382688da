import type { PrizeGroup } from '@loteria/contract'
import { recordedNet, sumNet } from './net'

// What the win moment shows: a draw's prizes of the player, with the amounts the backend recorded
// (prize, tax withheld, what the player collects), never amounts computed in the browser.

interface WinPrize {
  id: number
  numeroCarton: string
  premio: number | string
  descuentoFiscal: number
  total: number
  canjear: boolean
}

export interface WinSummary {
  sorteoId: number
  identificador: string
  premios: WinPrize[]
  /** What the player collects in cash from the draw, after the tax. */
  neto: number
  bruto: number
  retencion: number
}

/** Card numbers keep leading zeros in one place and lose them in another: compare the digits. */
export const sameCard = (a: string, b: string) => a.replace(/^0+/, '') === b.replace(/^0+/, '')

export function winSummary(
  groups: readonly PrizeGroup[],
  sorteoId: number,
  carton?: string,
): WinSummary | null {
  const group = groups.find((g) => g.idSorteo === sorteoId)
  if (!group) return null
  const premios = group.premios
    .filter((p) => carton === undefined || sameCard(p.numeroCarton, carton))
    .map((p) => ({
      id: p.id,
      numeroCarton: p.numeroCarton,
      premio: p.premio,
      descuentoFiscal: p.descuentoFiscal,
      total: p.total,
      canjear: p.canjear,
    }))
  if (premios.length === 0) return null
  return {
    sorteoId,
    identificador: group.identificadorSorteo,
    premios,
    ...sumNet(premios.map(recordedNet)),
  }
}

/** Mis premios with the claim of this prize open (Cobrar), or the list for goods to exchange. */
export function claimHref(summary: WinSummary): string {
  const first = summary.premios.find((p) => typeof p.premio === 'number' && !p.canjear)
  return first ? `/mi-cuenta/mis-premios?cobrar=${first.id}` : '/mi-cuenta/mis-premios'
}
