import { useTranslations } from 'next-intl'
import { AmountList } from '@/components/ui/amount-list'
import type { OwnedPrize } from '@/lib/prizes/find-prize'
import { formatDate, formatGs } from '@loteria/contract/format'
import { prizeText } from './prize-text'

/** Draw, prize, tax discount and total: what the claim and the wallet confirmation show. */
export function PrizeAmounts({ owned }: { owned: OwnedPrize }) {
  const t = useTranslations('Prizes')
  const { prize, group } = owned
  return (
    <AmountList
      rows={[
        { label: t('sorteo'), value: prize.fechaSorteoMostrar || formatDate(group.fechaSorteo) },
        { label: t('premio'), value: prizeText(prize.premio) },
        { label: t('descuentoFiscal'), value: formatGs(prize.descuentoFiscal) },
      ]}
      total={{ label: t('total'), value: formatGs(prize.total) }}
    />
  )
}
