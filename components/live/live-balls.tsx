'use client'

import { useTranslations } from 'next-intl'
import { formatBall } from '@loteria/contract/format'
import { emptySlots } from '@/lib/live/board'
import type { LivePlay } from '@/lib/live/types'
import styles from './live.module.css'

/**
 * One play's balls in call order, the newest highlighted. A play that has ended while the draw
 * runs folds its balls away (they open on demand), so on a phone the board under the page's
 * "05 Siempre Sale" is Siempre Sale's, not a finished Tradicional's. A play whose
 * number of balls is known keeps an empty place for each ball still to come.
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
  const empty = terminada ? 0 : emptySlots(play.nombreJugada, play.bolillas.length)
  const list = (
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
      {Array.from({ length: empty }, (_, i) => (
        // Keyed by its place on the board: a new ball takes the first one, the others stay put
        // (keyed from 0 they would each move one place at every ball, a layout shift each).
        <li
          key={`vacia-${play.bolillas.length + i}`}
          className={`${styles.ball} ${styles.slot}`}
          aria-hidden="true"
        />
      ))}
    </ol>
  )
  const waiting = <p className={styles.muted}>{t('playWaiting')}</p>
  const balls =
    play.bolillas.length > 0 ? (
      list
    ) : empty > 0 ? (
      // The empty board holds the page's room; the line over it says why it is empty.
      <div className={styles.emptyBoard}>
        {list}
        {waiting}
      </div>
    ) : (
      waiting
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
