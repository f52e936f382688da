'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { cardProgress } from '@/lib/live/closeness'
import type { LiveCard, LivePlay, LiveStatus } from '@/lib/live/types'
import { CardProgressView } from './mi-jugada/card-progress-view'
import styles from './live.module.css'

/**
 * Mis cartones en este sorteo: the player's cards, each saying how close it is and each play's
 * numbers marked as the balls are called; once the draw ends, what each card won. They keep
 * their order here (cards swapping places as balls come would move the page under the reader);
 * Mi jugada lists them closest first.
 */
export function MyLiveCards({
  loggedIn,
  cards,
  estado,
  jugadas,
  terminadas,
}: {
  loggedIn: boolean
  cards: LiveCard[] | null
  estado: LiveStatus
  jugadas: LivePlay[]
  /** Plays over while the draw runs: no "te faltan" about them. */
  terminadas: ReadonlySet<string>
}) {
  const t = useTranslations('Live')
  return (
    <section className={styles.myCards} aria-labelledby="mis-cartones-en-vivo" id="mis-cartones">
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
          <BuyOffer>
            <Link href="/comprar-carton" className={styles.inlineLink}>
              {t('myCardsBuy')}
            </Link>
          </BuyOffer>
        </p>
      ) : (
        <ul className={styles.cardList}>
          {cards
            .map((card) => cardProgress(card, jugadas, terminadas))
            .map((progress) => (
              <CardProgressView
                key={progress.card.id}
                progress={progress}
                jugadas={jugadas}
                estado={estado}
              />
            ))}
        </ul>
      )}
    </section>
  )
}
