import { useTranslations } from 'next-intl'
import { AmountList } from '@/components/ui/amount-list'
import type { PurchaseSummary } from '@/lib/buying/summary'
import { formatGs } from '@loteria/contract/format'
import styles from './buying.module.css'

/**
 * The checkout's summary as charged: the cards; the quantity, cards × draws; the unit
 * price, one card for one draw; the subtotal and the pack's discount when it saves anything; the
 * total the backend charges.
 */
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
          {
            label: t('quantity'),
            value:
              summary.unidades === summary.cartones
                ? t('quantityCards', { cartones: summary.cartones })
                : t('quantityCardsDraws', {
                    cartones: summary.cartones,
                    sorteos: summary.sorteos,
                  }),
          },
          { label: t('unitPrice'), value: formatGs(summary.precioUnitario) },
          // No discount line where the pack saves nothing: "Descuento Gs. 0" says a saving exists.
          ...(summary.descuento > 0
            ? [
                { label: t('subtotal'), value: formatGs(summary.subtotal) },
                { label: t('discount'), value: formatGs(-summary.descuento) },
              ]
            : []),
        ]}
        total={{ label: t('total'), value: formatGs(summary.total) }}
      />
    </section>
  )
}
