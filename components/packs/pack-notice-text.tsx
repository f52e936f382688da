'use client'

import { useTranslations } from 'next-intl'
import { formatDate, formatHourMinute } from '@loteria/contract/format'
import type { PackNoticeGroup } from '@/lib/alerts/pack-notice-groups'

const DAY_MS = 86_400_000

/** "Tu PACK 12 SORTEOS y tu PACK 4 SORTEOS": each pack named, joined as Spanish joins a list. */
const joined = (items: string[]) =>
  new Intl.ListFormat('es', { style: 'long', type: 'conjunction' }).format(items)

/**
 * What a group of pack notices says, in words that stay true whenever it is read: a reminder
 * names the close by its day and hour ("Las ventas del Sorteo N° 1288 cierran hoy a las 18:00:
 * elegí el cartón de tu PACK 12 SORTEOS."), never by the hours left when it was written; the
 * cards chosen at the close name each one with its pack.
 */
export function PackNoticeText({ group, now }: { group: PackNoticeGroup; now: number }) {
  const t = useTranslations('Packs')
  const sorteo = group.identificadorSorteo
  if (group.tipo === 'CARTON_ELEGIDO') {
    const cards = group.notices.map((notice) => {
      const card = notice.numero
        ? t('chosenCard', { numero: notice.numero, pack: notice.pack })
        : t('chosenCardNoNumber', { pack: notice.pack })
      // What became of the lucky number, and why when it was not the card chosen.
      const lucky = notice.favorito
      if (!lucky) return card
      if (lucky.resultado === 'ELEGIDO') return t('luckyChosen', { card })
      return t(lucky.resultado === 'OCUPADO' ? 'luckyTaken' : 'luckyMissing', {
        card,
        favorito: lucky.numero,
      })
    })
    return t('chosenGroup', { count: cards.length, sorteo, cartones: joined(cards) })
  }
  const day = formatDate(group.cierre)
  const cuando =
    day === formatDate(now)
      ? t('whenToday')
      : day === formatDate(now + DAY_MS)
        ? t('whenTomorrow')
        : t('whenOn', { fecha: day })
  return t('reminderClose', {
    sorteo,
    cuando,
    hora: formatHourMinute(group.cierre),
    packs: joined(group.notices.map((notice) => t('yourPack', { pack: notice.pack }))),
  })
}
