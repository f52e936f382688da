import type { PackNotice } from '@loteria/contract'

// One notice per player and moment, naming each pack (a player with four packs read four banners
// "Elegimos tu cartón …" that named none of them): the current notices of one kind for one draw
// are said together, and closed together.

export interface PackNoticeGroup {
  key: string
  tipo: PackNotice['tipo']
  sorteoId: number
  identificadorSorteo: string
  /** The close of sales (ISO). */
  cierre: string
  notices: PackNotice[]
}

/** The notices grouped by kind and draw, in the order their first notice came. */
export function groupPackNotices(notices: readonly PackNotice[]): PackNoticeGroup[] {
  const groups = new Map<string, PackNoticeGroup>()
  for (const notice of notices) {
    const key = `${notice.tipo}:${notice.sorteoId}`
    const group = groups.get(key)
    if (group) group.notices.push(notice)
    else
      groups.set(key, {
        key,
        tipo: notice.tipo,
        sorteoId: notice.sorteoId,
        identificadorSorteo: notice.identificadorSorteo,
        cierre: notice.cierre,
        notices: [notice],
      })
  }
  return [...groups.values()]
}
