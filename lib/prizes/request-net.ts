import type { CollectionRequest, PrizeGroup } from '@loteria/contract'
import { recordedNet, type NetPrize } from './net'
import { sameCard } from './win-summary'

/**
 * A collection request's prize, gross and net, as Mis premios shows it: the request names only its
 * draw, card and total, so the prize is the player's one of that draw and card with that total (a
 * card may win in two plays). Null when none matches: Cobros then shows the total alone.
 */
export function requestNet(
  groups: readonly PrizeGroup[],
  request: Pick<CollectionRequest, 'sorteoId' | 'numeroCarton' | 'totalAcobrar'>,
): NetPrize | null {
  const group = groups.find((g) => g.idSorteo === request.sorteoId)
  const nets = (group?.premios ?? [])
    .filter((p) => sameCard(p.numeroCarton, request.numeroCarton))
    .map(recordedNet)
  return nets.find((net) => net?.neto === request.totalAcobrar) ?? null
}
