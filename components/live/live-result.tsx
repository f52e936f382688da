'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import type { PlayResult } from '@loteria/contract'
import { formatBall, formatPrize } from '@loteria/contract/format'
import type { LiveDrawRef } from '@/lib/live/types'
import styles from './live.module.css'

/**
 * A draw's result in short: each play's winners and prizes, and the full page. The balls only
 * while waiting for the next draw: right after a draw the page shows them above already.
 */
export function LiveResult({
  draw,
  plays,
  showBalls,
}: {
  draw: LiveDrawRef
  plays: PlayResult[]
  showBalls: boolean
}) {
  const t = useTranslations('Live')
  return (
    <div className={styles.result}>
      <ul className={styles.resultPlays}>
        {plays.map((play) => (
          <li key={play.nombreJugada} className="card" data-jugada={play.nombreJugada}>
            <h3 className={styles.playName}>
              {play.nombreJugada}{' '}
              <span className={styles.count}>
                {t('winners', { count: play.cantidadGanadores })}
              </span>
            </h3>
            {play.azar ? (
              <ul className={styles.azar}>
                {play.premios.map((prize, i) => (
                  <li key={i}>
                    <strong>{formatPrize(prize.premio)}</strong>{' '}
                    {t('azarCards', { cartones: prize.cartones.join(', ') })}
                  </li>
                ))}
              </ul>
            ) : (
              <>
                {showBalls ? (
                  <ol
                    className={styles.resultBalls}
                    aria-label={t('playBalls', { jugada: play.nombreJugada })}
                  >
                    {play.bolillas.map((ball) => (
                      <li key={ball} className={styles.smallBall} data-bolilla-resultado={ball}>
                        {formatBall(Number(ball))}
                      </li>
                    ))}
                  </ol>
                ) : null}
                <dl
                  className={styles.prizes}
                  aria-label={t('prizesLabel', { jugada: play.nombreJugada })}
                >
                  {play.premios.map((prize) => (
                    <div
                      key={prize.aciertos}
                      className={styles.prizeRow}
                      data-premio-aciertos={prize.aciertos}
                    >
                      <dt>{t('prizeTier', { aciertos: prize.aciertos })}</dt>
                      <dd>
                        <strong>{formatPrize(prize.premio)}</strong>{' '}
                        <span className={styles.count}>
                          {t('prizeWinners', { count: prize.nroGanadores })}
                        </span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </li>
        ))}
      </ul>
      <Link href={`/resultados/${draw.id}`} className="button">
        {t('seeResult')}
      </Link>
    </div>
  )
}
