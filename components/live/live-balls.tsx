'use client'

import { useTranslations } from 'next-intl'
import { formatBall } from '@loteria/contract/format'
import type { LivePlay } from '@/lib/live/types'
import styles from './live.module.css'

/** One play's balls in call order, the newest highlighted. */
export function LiveBalls({ play, newest }: { play: LivePlay; newest: number | null }) {
  const t = useTranslations('Live')
  return (
    <section className={`card ${styles.play}`} data-jugada={play.nombreJugada}>
      <h2 className={styles.playName}>
        {play.nombreJugada}{' '}
        <span className={styles.count}>{t('ballsCalled', { count: play.bolillas.length })}</span>
      </h2>
      {play.bolillas.length === 0 ? (
        <p className={styles.muted}>{t('playWaiting')}</p>
      ) : (
        <ol className={styles.balls} aria-label={t('playBalls', { jugada: play.nombreJugada })}>
          {play.bolillas.map((ball) => (
            <li
              key={ball}
              className={ball === newest ? `${styles.ball} ${styles.newest}` : styles.ball}
              data-bolilla={ball}
            >
              {formatBall(ball)}
              {ball === newest && <span className="visually-hidden"> ({t('newest')})</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
