import { useTranslations } from 'next-intl'
import { formatGs } from '@loteria/contract/format'
import type { NetPrize } from '@/lib/prizes/net'
import styles from './net-amount.module.css'

/** An amount never splits across lines ("Gs." on one, the digits on the next). */
const amount = (chunks: React.ReactNode) => <span className={styles.amount}>{chunks}</span>

/**
 * "Premio Gs. 250.000.000 menos Gs. 25.000.000 de impuesto retenido.": how a net amount comes
 * from the prize, said alike by the win moment, the notice, Mis premios and Cobros.
 */
export function NetDetail({ net }: { net: Pick<NetPrize, 'bruto' | 'retencion'> }) {
  const t = useTranslations('PrizeNet')
  return t.rich('detail', {
    bruto: formatGs(net.bruto),
    retencion: formatGs(net.retencion),
    amount,
  })
}

/**
 * "Total a cobrar" in a list of facts: what the player collects, then the prize and the tax it
 * comes from, the same rows on Mis premios and on Cobros so that the two pages never disagree.
 * The explanation is a second value of the same term, across the whole list (a narrow column
 * beside the label would break it into a word a line on a phone). Without the prize (a request
 * whose prize is not found), the net alone.
 */
export function NetAmountRows({ neto, net }: { neto: number; net: NetPrize | null }) {
  const t = useTranslations('Prizes')
  return (
    <>
      <dt>{t('totalAcobrar')}</dt>
      <dd className={styles.neto} data-neto={neto}>
        {formatGs(neto)}
      </dd>
      {net && net.retencion > 0 ? (
        <dd className={styles.detail} data-detalle="">
          <NetDetail net={net} />
        </dd>
      ) : null}
    </>
  )
}
