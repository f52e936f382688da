import { getTranslations } from 'next-intl/server'
import { DrawWatch } from '@/components/draws/draw-watch'
import { BuyLink } from '@/components/buying/buy-link'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import type { WeekDraw } from '@/lib/draws/week'
import { formatDate, formatGs } from '@loteria/contract/format'
import { renderedAt } from '@/lib/time/rendered-at'
import { SalesCountdown } from './sales-countdown'
import styles from './home.module.css'

/**
 * The first thing on the home, for everyone: the jackpot of the draw on sale (named by number and
 * date), the time left to buy, Comprar Cartón. The draw watch moves it to the next draw when the
 * week's draw ends, without a reload.
 */
export async function DrawHighlight({ draw }: { draw: WeekDraw }) {
  const t = await getTranslations('Home')
  const { pozo } = draw
  const fecha = formatDate(draw.fecha)
  return (
    <section className={styles.highlight} aria-labelledby="highlight-title">
      <DrawWatch sorteoId={draw.id} cierre={draw.cierre} />
      <div className={`container ${styles.highlightInner}`}>
        <h2 id="highlight-title" className="visually-hidden">
          {t('highlightLabel')}
        </h2>
        {pozo ? (
          <div className={styles.jackpot}>
            <p className={styles.jackpotLabel}>
              {pozo.acumulado ? t('jackpotCarried') : t('jackpotPot')}
            </p>
            <p className={styles.jackpotAmount}>{formatGs(pozo.monto)}</p>
            <p className={styles.jackpotNote}>
              {pozo.desde
                ? t('jackpotCarriedFrom', {
                    jugada: pozo.jugada,
                    anterior: pozo.desde.identificador,
                    fechaAnterior: formatDate(pozo.desde.fecha),
                    sorteo: draw.identificador,
                    fecha,
                  })
                : t('jackpotPlay', { jugada: pozo.jugada, sorteo: draw.identificador, fecha })}
            </p>
          </div>
        ) : null}
        <div className={styles.closing}>
          <SalesCountdown closeAt={draw.cierre} ahora={renderedAt()} />
          <p className={styles.jackpotNote}>{t('salesCloseAt', { fecha })}</p>
          <BuyOffer>
            <BuyLink className="button button-accent">{t('buy')}</BuyLink>
          </BuyOffer>
        </div>
      </div>
    </section>
  )
}
