import type { PrizeGroup, PrizeNotice } from '@loteria/contract'
import { netPrize, type NetPrize } from '@/lib/prizes/net'
import { winSummary } from '@/lib/prizes/win-summary'

/** A notice with what the player collects of its cash, after the tax (null: goods only). */
export type NoticeWithNet = PrizeNotice & { net: NetPrize | null }

/**
 * The notice's cash after the tax, as the win moment says it: the draw's prizes as the backend
 * recorded them (winSummary); only when those are not at hand, the notice's gross less the stated
 * rate, so the notice never shows the gross as if it were what the player gets.
 */
export function noticeNet(
  notice: PrizeNotice,
  groups: readonly PrizeGroup[],
  tasa: number,
): NetPrize | null {
  if (notice.monto <= 0) return null
  const summary = winSummary(groups, notice.sorteoId)
  if (summary && summary.neto > 0) {
    return { bruto: summary.bruto, retencion: summary.retencion, neto: summary.neto }
  }
  return netPrize(notice.monto, tasa)
}
