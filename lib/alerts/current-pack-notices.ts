import type { PackNotice } from '@loteria/contract'

// A pack's notices supersede one another: the week's "Elegimos tu cartón" makes that
// draw's reminders moot, the 2 h reminder the 24 h one, and a newer draw every notice of an older
// one. Left alone they stacked up, eleven "Elegimos" notices over Mis cartones after a season.

const RANK: Record<PackNotice['tipo'], number> = {
  RECORDATORIO_24H: 0,
  RECORDATORIO_2H: 1,
  CARTON_ELEGIDO: 2,
}

/** The notices worth showing, in the given order, and the ids they supersede (to close). */
export function currentPackNotices(notices: readonly PackNotice[]): {
  current: PackNotice[]
  superseded: number[]
} {
  const latest = new Map<number, { sorteoId: number; rank: number }>()
  for (const notice of notices) {
    const rank = RANK[notice.tipo]
    const best = latest.get(notice.suscripcionId)
    if (
      !best ||
      notice.sorteoId > best.sorteoId ||
      (notice.sorteoId === best.sorteoId && rank > best.rank)
    ) {
      latest.set(notice.suscripcionId, { sorteoId: notice.sorteoId, rank })
    }
  }
  const current: PackNotice[] = []
  const superseded: number[] = []
  for (const notice of notices) {
    const best = latest.get(notice.suscripcionId)!
    const keep = notice.sorteoId === best.sorteoId && RANK[notice.tipo] === best.rank
    if (keep) current.push(notice)
    else superseded.push(notice.id)
  }
  return { current, superseded }
}
