'use client'

import { useTranslations } from 'next-intl'
import type { PackNotice } from '@loteria/contract'
import { formatDateTime } from '@loteria/contract/format'

/**
 * What a pack notice says: a reminder before the close of sales ("Faltan 24 horas para el cierre
 * de ventas del Sorteo N° 1288 (…): elegí el cartón de tu PACK 12 SORTEOS."), or the card chosen
 * at it ("Elegimos tu cartón N° 012345 para el Sorteo N° 1288.").
 */
export function PackNoticeText({ notice }: { notice: PackNotice }) {
  const t = useTranslations('Packs')
  const words = {
    sorteo: notice.identificadorSorteo,
    pack: notice.pack,
    cierre: formatDateTime(notice.cierre),
  }
  switch (notice.tipo) {
    case 'RECORDATORIO_24H':
      return t('reminder24', words)
    case 'RECORDATORIO_2H':
      return t('reminder2', words)
    case 'CARTON_ELEGIDO':
      return notice.numero
        ? t('chosen', { numero: notice.numero, sorteo: notice.identificadorSorteo })
        : t('chosenNoNumber', { sorteo: notice.identificadorSorteo })
  }
}
