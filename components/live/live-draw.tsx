'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { drawWinAction } from '@/lib/actions/win'
import { alreadyCelebrated, markCelebrated } from '@/components/alerts/draw-end-win'
import { WinCelebration } from '@/components/alerts/win-celebration'
import { useLoggedInPlayer } from '@/components/shell/use-logged-in-player'
import { formatBall } from '@loteria/contract/format'
import { ballsCalled } from '@/lib/live/reducer'
import { playSequence } from '@/lib/live/sequence'
import type { LiveView } from '@/lib/live/types'
import type { WinSummary } from '@/lib/prizes/win-summary'
import { LiveBalls } from './live-balls'
import { LiveCountdown } from './live-countdown'
import { LiveResult } from './live-result'
import { MiJugadaBar } from './mi-jugada/mi-jugada-bar'
import { useHitVibration } from './mi-jugada/use-hit-vibration'
import { MyLiveCards } from './my-live-cards'
import { useLiveDraw } from './use-live-draw'
import { useMyLiveCards } from './use-my-live-cards'
import { WinBanner } from './win-banner'
import styles from './live.module.css'

/**
 * The live part of /sorteo-en-vivo: waiting, running or finished, and the player's cards. It
 * starts from the state the server rendered (`initial`, null when the backend did not answer) and
 * the instant of that render (`ahora`, for the countdown's first value), so the page's first paint
 * is already complete and hydration only takes it over.
 */
export function LiveDraw({ initial, ahora }: { initial: LiveView | null; ahora: number }) {
  const t = useTranslations('Live')
  const { screen, failed, reconnecting } = useLiveDraw(initial)
  const [announce, setAnnounce] = useState(true)
  const loggedIn = useLoggedInPlayer() !== null
  const view = screen?.view
  const newest = screen?.newest ?? null
  const sorteoId = view?.sorteo?.id ?? view?.proximo?.id ?? null
  const cards = useMyLiveCards(loggedIn, sorteoId, view?.estado ?? null)
  const vibration = useHitVibration(cards, newest)
  const { win, celebrate, endCelebration } = useDrawWin(
    loggedIn,
    view?.estado === 'FINALIZADO' ? (view.sorteo?.id ?? null) : null,
    view?.estado ?? null,
  )

  // No state yet: the server could not read one (the backend did not answer) and the browser has
  // not either; the first read that answers replaces this.
  if (failed || !screen || !view) return <p className="card">{t('unavailable')}</p>

  const announcement =
    view.estado === 'FINALIZADO'
      ? t('finishedAnnouncement')
      : newest
        ? t('announcementPlay', { jugada: newest.jugada, bolilla: formatBall(newest.bolilla) })
        : ''
  const withBar = view.estado === 'EN_CURSO' && loggedIn && cards !== null && cards.length > 0
  // One answer to "which play is being called" for the line, the boards, the cards and Mi jugada.
  const sequence =
    view.estado === 'EN_CURSO'
      ? playSequence(view.jugadas, newest)
      : { actual: null, terminadas: new Set<string>() }

  return (
    <div className={styles.live} data-estado={view.estado} data-con-barra={withBar ? 'si' : 'no'}>
      {reconnecting && (
        <p className={styles.reconnecting} role="status">
          {t('reconnecting')}
        </p>
      )}
      {/* Announces each ball to screen readers (polite: it waits for the reader to finish). */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-anuncio>
        {announce ? announcement : ''}
      </p>

      {view.estado === 'ESPERANDO' && (
        <section className={`card ${styles.waiting}`} aria-labelledby="en-vivo-estado">
          <h2 id="en-vivo-estado" className={styles.sectionTitle}>
            {t('waitingTitle')}
          </h2>
          <LiveCountdown draw={view.proximo} ahora={ahora} />
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
          {view.estado === 'EN_CURSO' ? (
            <p
              className={styles.newestLine}
              aria-hidden="true"
              data-jugada-actual={sequence.actual ?? ''}
            >
              <span className={styles.bigBall}>{newest ? formatBall(newest.bolilla) : '–'}</span>
              <span>{newest ? sequence.actual : t('noBallYet')}</span>
            </p>
          ) : loggedIn ? (
            <WinBanner win={win} />
          ) : null}
          {view.estado === 'FINALIZADO' && (
            <div className={`card ${styles.next}`}>
              <h3 className={styles.playName}>{t('nextDrawTitle')}</h3>
              <LiveCountdown draw={view.proximo} ahora={ahora} />
            </div>
          )}
          <div className={styles.plays}>
            {view.jugadas.map((play) => (
              <LiveBalls
                key={play.nombreJugada}
                play={play}
                newest={newest?.jugada === play.nombreJugada ? newest.bolilla : null}
                terminada={sequence.terminadas.has(play.nombreJugada)}
              />
            ))}
          </div>
        </section>
      )}

      <MyLiveCards
        loggedIn={loggedIn}
        cards={cards}
        estado={view.estado}
        jugadas={view.estado === 'ESPERANDO' ? [] : view.jugadas}
        terminadas={sequence.terminadas}
      />

      {view.resultado && view.resultadoSorteo && (
        <section aria-labelledby="en-vivo-resultado">
          <h2 id="en-vivo-resultado" className={styles.sectionTitle}>
            {t('lastResult', { sorteo: view.resultadoSorteo.identificador })}
          </h2>
          <LiveResult
            draw={view.resultadoSorteo}
            plays={view.resultado}
            showBalls={view.estado === 'ESPERANDO'}
          />
        </section>
      )}

      <div className={styles.readAloud}>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={announce}
            onChange={(event) => setAnnounce(event.target.checked)}
          />
          {t('readAloud')}
        </label>
        <p className={styles.muted}>{t('readAloudHint')}</p>
      </div>

      {withBar && cards && (
        <MiJugadaBar
          cards={cards}
          jugadas={view.jugadas}
          sequence={sequence}
          newest={newest}
          vibration={vibration}
        />
      )}
      {celebrate && win ? <WinCelebration win={win} onClose={endCelebration} /> : null}
    </div>
  )
}

/**
 * What the player won in the finished draw (undefined while asking). The celebration comes only
 * when the draw ends while the player watches; a page opened later shows the banner alone.
 */
function useDrawWin(loggedIn: boolean, finishedId: number | null, estado: string | null) {
  const [win, setWin] = useState<WinSummary | null | undefined>(undefined)
  const [celebrate, setCelebrate] = useState(false)
  const watched = useRef<string | null>(null)
  const sawRunning = useRef(false)

  useEffect(() => {
    if (estado === 'EN_CURSO') sawRunning.current = true
  }, [estado])

  useEffect(() => {
    if (!loggedIn || finishedId === null) return
    const key = `${finishedId}`
    if (watched.current === key) return
    watched.current = key
    setWin(undefined)
    let cancelled = false
    void drawWinAction({ sorteoId: finishedId })
      .then((result) => {
        if (cancelled) return
        const found = result.ok ? (result.data ?? null) : null
        setWin(found)
        if (found && sawRunning.current && !alreadyCelebrated(finishedId)) {
          markCelebrated(finishedId)
          setCelebrate(true)
        }
      })
      .catch(() => {
        if (!cancelled) setWin(null)
      })
    return () => {
      cancelled = true
      watched.current = null
    }
  }, [loggedIn, finishedId])

  return { win, celebrate, endCelebration: () => setCelebrate(false) }
}
