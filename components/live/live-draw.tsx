'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { formatBall } from '@loteria/shared/format'
import { ballsCalled } from '@/lib/live/reducer'
import { LiveBalls } from './live-balls'
import { LiveCountdown } from './live-countdown'
import { LiveResult } from './live-result'
import { MyLiveCards } from './my-live-cards'
import { useLiveDraw } from './use-live-draw'
import styles from './live.module.css'

/** The live part of /sorteo-en-vivo: waiting, running or finished, and the player's cards. */
export function LiveDraw() {
  const t = useTranslations('Live')
  const { screen, failed, reconnecting } = useLiveDraw()
  const [muted, setMuted] = useState(false)

  if (failed) return <p className="card">{t('unavailable')}</p>
  if (!screen) return <p className={styles.muted}>{t('loading')}</p>
  const { view, newest } = screen

  const announcement =
    view.estado === 'FINALIZADO'
      ? t('finishedAnnouncement')
      : newest
        ? t('announcementPlay', { jugada: newest.jugada, bolilla: formatBall(newest.bolilla) })
        : ''

  return (
    <div className={styles.live} data-estado={view.estado}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="button button-outline"
          aria-pressed={muted}
          onClick={() => setMuted((value) => !value)}
        >
          {muted ? t('muteOff') : t('muteOn')}
        </button>
        {reconnecting && (
          <p className={styles.muted} role="status">
            {t('reconnecting')}
          </p>
        )}
      </div>
      {/* Announces each ball to screen readers (polite: it waits for the reader to finish). */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-anuncio>
        {muted ? '' : announcement}
      </p>
      {muted && <p className={styles.muted}>{t('mutedHint')}</p>}

      {view.estado === 'ESPERANDO' && (
        <section className={`card ${styles.waiting}`} aria-labelledby="en-vivo-estado">
          <h2 id="en-vivo-estado" className={styles.sectionTitle}>
            {t('waitingTitle')}
          </h2>
          <LiveCountdown draw={view.proximo} />
        </section>
      )}

      {view.estado !== 'ESPERANDO' && view.sorteo && (
        <section aria-labelledby="en-vivo-estado">
          <h2 id="en-vivo-estado" className={styles.sectionTitle}>
            {view.estado === 'EN_CURSO'
              ? t('runningTitle', { sorteo: view.sorteo.identificador })
              : t('finishedTitle', { sorteo: view.sorteo.identificador })}
          </h2>
          <p className={styles.total} data-bolillas={ballsCalled(view)}>
            {t('ballsCalled', { count: ballsCalled(view) })}
          </p>
          {newest && (
            <p className={styles.newestLine} aria-hidden="true">
              <span className={styles.bigBall}>{formatBall(newest.bolilla)}</span>
              <span>{newest.jugada}</span>
            </p>
          )}
          <div className={styles.plays}>
            {view.jugadas.map((play) => (
              <LiveBalls
                key={play.nombreJugada}
                play={play}
                newest={newest?.jugada === play.nombreJugada ? newest.bolilla : null}
              />
            ))}
          </div>
        </section>
      )}

      <MyLiveCards
        sorteoId={view.sorteo?.id ?? view.proximo?.id ?? null}
        estado={view.estado}
        jugadas={view.estado === 'ESPERANDO' ? [] : view.jugadas}
      />

      {view.resultado && view.resultadoSorteo && (
        <section aria-labelledby="en-vivo-resultado">
          <h2 id="en-vivo-resultado" className={styles.sectionTitle}>
            {t('lastResult', { sorteo: view.resultadoSorteo.identificador })}
          </h2>
          <LiveResult draw={view.resultadoSorteo} plays={view.resultado} />
        </section>
      )}
    </div>
  )
}
