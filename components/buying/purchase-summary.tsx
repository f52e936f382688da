import { useTranslations } from 'next-intl'
import { AmountList } from '@/components/ui/amount-list'
import type { PurchaseSummary } from '@/lib/buying/summary'
import { formatGs } from '@loteria/contract/format'
import styles from './buying.module.css'

/** The checkout's summary: the cards, quantity, unit price, subtotal, discount and total. */
export function PurchaseSummaryTable({
  packLabel,
  cards,
  summary,
}: {
  packLabel: string
  cards: string[]
  summary: PurchaseSummary
}) {
  const t = useTranslations('Buying')
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.panelTitle}>
        {t('summaryTitle')}
      </h2>
      <p className={styles.packLabel}>{packLabel}</p>
      <h3 className={styles.subTitle}>{t('summaryCards')}</h3>
      <ul className={styles.summaryCards}>
        {cards.map((numero) => (
          <li key={numero} className={styles.number}>
            {numero}
          </li>
        ))}
      </ul>
      <AmountList
        rows={[
          { label: t('quantity'), value: summary.cantidad },
          { label: t('unitPrice'), value: formatGs(summary.precioUnitario) },
          { label: t('subtotal'), value: formatGs(summary.subtotal) },
          {
            label: t('discount'),
            value: formatGs(-summary.descuento),
          },
        ]}
        total={{ label: t('total'), value: formatGs(summary.total) }}
      />
    </section>
  )
}
