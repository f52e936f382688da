'use client'

import { useTranslations } from 'next-intl'
import { formatBall } from '@loteria/contract/format'
import type { LivePlay } from '@/lib/live/types'
import styles from './live.module.css'

/**
 * One play's balls in call order, the newest highlighted. A play that has ended while the draw
 * runs folds its balls away (they open on demand), so on a phone the board under the page's
 * "05 Siempre Sale" is Siempre Sale's, not a finished Tradicional's (issue 36).
 */
export function LiveBalls({
  play,
  newest,
  terminada = false,
}: {
  play: LivePlay
  newest: number | null
  terminada?: boolean
}) {
  const t = useTranslations('Live')
  const balls =
    play.bolillas.length === 0 ? (
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
    )
  return (
    <section
      className={`card ${styles.play}`}
      data-jugada={play.nombreJugada}
      data-terminada={terminada ? 'si' : undefined}
    >
      <h2 className={styles.playName}>
        {play.nombreJugada}{' '}
        <span className={styles.count}>
          {terminada
            ? t('playEnded', { count: play.bolillas.length })
            : t('ballsCalled', { count: play.bolillas.length })}
        </span>
      </h2>
      {terminada ? (
        <details className={styles.endedBalls}>
          <summary>{t('showPlayBalls', { jugada: play.nombreJugada })}</summary>
          {balls}
        </details>
      ) : (
        balls
      )}
    </section>
  )
}
