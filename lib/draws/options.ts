import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Draw } from '@/lib/backend'
import { formatDate } from '@loteria/contract/format'

/** Draws as dropdown options: "Sorteo N° 1287 del 15/11/2026". */
export async function drawOptions(draws: Draw[]) {
  const t = await getTranslations('CardCheck')
  return draws.map((d) => ({
    id: d.id,
    label: d.identificador
      ? t('drawOption', { identificador: d.identificador, fecha: formatDate(d.fecha) })
      : formatDate(d.fecha),
  }))
}
