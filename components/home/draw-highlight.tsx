import { getTranslations } from 'next-intl/server'
import { IntentLink } from '@/components/ui/intent-link'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import type { Jackpot } from '@/lib/home/jackpot'
import { formatDate, formatGs } from '@loteria/contract/format'
import { SalesCountdown } from './sales-countdown'
import styles from './home.module.css'

/** The first thing on the home, for everyone: the jackpot, the time left to buy, Comprar Cartón. */
export async function DrawHighlight({
  jackpot,
  jackpotFecha,
  closeAt,
}: {
  jackpot: Jackpot | null
  /** The date of the draw the jackpot comes from. */
  jackpotFecha: string | null
  closeAt: Date
}) {
  const t = await getTranslations('Home')
  return (
    <section className={styles.highlight} aria-labelledby="highlight-title">
      <div className={`container ${styles.highlightInner}`}>
        <h2 id="highlight-title" className="visually-hidden">
          {t('highlightLabel')}
        </h2>
        {jackpot ? (
          <div className={styles.jackpot}>
            <p className={styles.jackpotLabel}>
              {jackpot.acumulado ? t('jackpotCarried') : t('jackpotLast')}
            </p>
            <p className={styles.jackpotAmount}>{formatGs(jackpot.monto)}</p>
            {jackpotFecha ? (
              <p className={styles.jackpotNote}>
                {t('jackpotPlay', { jugada: jackpot.jugada, fecha: formatDate(jackpotFecha) })}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className={styles.closing}>
          <SalesCountdown closeAt={closeAt.toISOString()} />
          <p className={styles.jackpotNote}>{t('salesCloseAt', { fecha: formatDate(closeAt) })}</p>
          <BuyOffer>
            <IntentLink href="/comprar-carton" className="button button-accent">
              {t('buy')}
            </IntentLink>
          </BuyOffer>
        </div>
      </div>
    </section>
  )
}
