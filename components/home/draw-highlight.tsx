import { getTranslations } from 'next-intl/server'
import { DrawWatch } from '@/components/draws/draw-watch'
import { BuyLink } from '@/components/buying/buy-link'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { SalesClosed } from '@/components/draws/sales-closed'
import { onSale, type WeekDraw } from '@/lib/draws/week'
import { formatDate, formatGs, formatHourMinute } from '@loteria/contract/format'
import { renderedAt } from '@/lib/time/rendered-at'
import { SalesCountdown } from './sales-countdown'
import styles from './home.module.css'

/**
 * The first thing on the home, for everyone: the jackpot of the draw on sale (named by number and
 * date), the time left to buy, Comprar Cartón. The draw watch moves it to the next draw when the
 * week's draw ends, without a reload.
 */
export async function DrawHighlight({ draw }: { draw: WeekDraw | null }) {
  const t = await getTranslations('Home')
  if (draw === null) {
    // No draw on sale: said plainly where the jackpot would be (a watch-less page: a new draw
    // comes with the next visit, revalidated by the backend's publication).
    return (
      <section className={styles.highlight} aria-labelledby="highlight-title">
        <div className={`container ${styles.highlightInner}`}>
          <h2 id="highlight-title" className="visually-hidden">
            {t('highlightLabel')}
          </h2>
          <SalesClosed week={null} id="highlight-closed" headingLevel={3} />
        </div>
      </section>
    )
  }
  const { pozo } = draw
  const fecha = formatDate(draw.fecha)
  return (
    <section className={styles.highlight} aria-labelledby="highlight-title">
      <DrawWatch sorteoId={draw.id} cierre={draw.cierre} fase={draw.fase} />
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
        {onSale(draw) ? (
          <div className={styles.closing}>
            <SalesCountdown closeAt={draw.cierre} ahora={renderedAt()} />
            <p className={styles.jackpotNote}>
              {t('salesCloseAt', {
                fecha: formatDate(draw.cierre),
                hora: formatHourMinute(draw.cierre),
              })}
            </p>
            <BuyOffer>
              <BuyLink className="button button-accent">{t('buy')}</BuyLink>
            </BuyOffer>
          </div>
        ) : (
          <div className={styles.closing}>
            <SalesClosed week={draw} id="highlight-closed" headingLevel={3} />
          </div>
        )}
      </div>
    </section>
  )
}
