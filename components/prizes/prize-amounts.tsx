import { useTranslations } from 'next-intl'
import type { OwnedPrize } from '@/lib/prizes/find-prize'
import { formatDate, formatGs } from '@/lib/format'
import { prizeText } from './prize-text'
import styles from './prizes.module.css'

/** Draw, prize, tax discount and total: what the claim and the wallet confirmation show. */
export function PrizeAmounts({ owned }: { owned: OwnedPrize }) {
  const t = useTranslations('Prizes')
  const { prize, group } = owned
  return (
    <dl className={styles.amounts}>
      <dt>{t('sorteo')}</dt>
      <dd>{prize.fechaSorteoMostrar || formatDate(group.fechaSorteo)}</dd>
      <dt>{t('premio')}</dt>
      <dd>{prizeText(prize.premio)}</dd>
      <dt>{t('descuentoFiscal')}</dt>
      <dd>{formatGs(prize.descuentoFiscal)}</dd>
      <dt className={styles.totalRow}>{t('total')}</dt>
      <dd className={styles.totalRow}>{formatGs(prize.total)}</dd>
    </dl>
  )
}
