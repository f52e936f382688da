'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useLoggedInPlayer } from '@/components/shell/use-logged-in-player'
import { formatBall, formatPrize } from '@loteria/shared/format'
import type { LiveCard, LivePlay, LiveStatus, MyLiveCardsView } from '@/lib/live/types'
import styles from './live.module.css'

/**
 * Mis cartones en este sorteo: the player's cards (through the site, with the session), each
 * play's numbers marked as the balls are called; once the draw ends, what each card won.
 */
export function MyLiveCards({
  sorteoId,
  estado,
  jugadas,
}: {
  sorteoId: number | null
  estado: LiveStatus
  jugadas: LivePlay[]
}) {
  const t = useTranslations('Live')
  const player = useLoggedInPlayer()
  const [cards, setCards] = useState<LiveCard[] | null>(null)
  const loggedIn = player !== null

  // Asked again when the draw changes and when it ends (the prizes come with the end).
  useEffect(() => {
    if (!loggedIn) return
    let cancelled = false
    fetch('/api/en-vivo/mis-cartones', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<MyLiveCardsView>) : null))
      .then((view) => {
        if (!cancelled) setCards(view && view.sesion ? view.cartones : [])
      })
      .catch(() => {
        if (!cancelled) setCards([])
      })
    return () => {
      cancelled = true
    }
  }, [loggedIn, sorteoId, estado])

  return (
    <section className={styles.myCards} aria-labelledby="mis-cartones-en-vivo">
      <h2 id="mis-cartones-en-vivo" className={styles.sectionTitle}>
        {t('myCardsTitle')}
      </h2>
      {!loggedIn ? (
        <p>
          <Link href="/login?next=/sorteo-en-vivo">{t('myCardsLogin')}</Link>
        </p>
      ) : cards === null ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : cards.length === 0 ? (
        <p>
          {t('myCardsNone')}{' '}
          <Link href="/comprar-carton" className={styles.inlineLink}>
            {t('myCardsBuy')}
          </Link>
        </p>
      ) : (
        <ul className={styles.cardList}>
          {cards.map((card) => (
            <CardView
              key={card.id}
              card={card}
              jugadas={jugadas}
              finished={estado === 'FINALIZADO'}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function CardView({
  card,
  jugadas,
  finished,
}: {
  card: LiveCard
  jugadas: LivePlay[]
  finished: boolean
}) {
  const t = useTranslations('Live')
  return (
    <li className={`card ${styles.myCard}`} data-carton={card.numero}>
      <h3 className={styles.cardTitle}>{t('cardNumber', { numero: card.numero })}</h3>
      {card.jugadas.map((play) => {
        const called = new Set(jugadas.find((p) => p.nombreJugada === play.nombre)?.bolillas)
        const hits = play.numeros.filter((n) => called.has(n)).length
        return (
          <div key={play.nombre} className={styles.cardPlay} data-jugada={play.nombre}>
            <p className={styles.cardPlayName}>
              {play.nombre}{' '}
              <span className={styles.count} data-aciertos={hits}>
                {t('hits', { count: hits })}
              </span>
            </p>
            <ol
              className={styles.numbers}
              aria-label={t('cardPlayNumbers', { jugada: play.nombre, numero: card.numero })}
            >
              {play.numeros.map((n) => (
                <li
                  key={n}
                  className={called.has(n) ? `${styles.number} ${styles.hit}` : styles.number}
                  data-marcado={called.has(n) ? 'si' : 'no'}
                >
                  {formatBall(n)}
                  {called.has(n) && <span className="visually-hidden"> ({t('marked')})</span>}
                </li>
              ))}
            </ol>
          </div>
        )
      })}
      {finished && card.premios && (
        <div
          className={styles.outcome}
          data-resultado={card.premios.length > 0 ? 'gano' : 'no-gano'}
        >
          {card.premios.length === 0 ? (
            <p>{t('cardNoPrize')}</p>
          ) : (
            <>
              <ul>
                {card.premios.map((prize) => (
                  <li key={prize.jugada}>
                    <strong>
                      {prize.aciertos === null
                        ? t('cardWon', { premio: formatPrize(prize.premio), jugada: prize.jugada })
                        : t('cardWonHits', {
                            premio: formatPrize(prize.premio),
                            jugada: prize.jugada,
                            aciertos: prize.aciertos,
                          })}
                    </strong>
                  </li>
                ))}
              </ul>
              <Link href="/mi-cuenta/mis-premios">{t('myPrizes')}</Link>
            </>
          )}
        </div>
      )}
    </li>
  )
}
