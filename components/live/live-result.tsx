'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import type { PlayResult } from '@/lib/backend/schemas/draws'
import { formatPrize } from '@loteria/shared/format'
import type { LiveDrawRef } from '@/lib/live/types'
import styles from './live.module.css'

/** A draw's result in short: each play's winners and balls, Azar's prizes, and the full page. */
export function LiveResult({ draw, plays }: { draw: LiveDrawRef; plays: PlayResult[] }) {
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
              <p className={styles.resultBalls}>{play.bolillas.join(' · ')}</p>
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
