'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { formatPrize } from '@loteria/contract/format'
import type { CardProgress } from '@/lib/live/closeness'
import type { LivePlay, LiveStatus } from '@/lib/live/types'
import { CartonGrid } from './carton-grid'
import styles from './mi-jugada.module.css'

/**
 * One of the player's cards in the live draw: how close it is, each play as the printed 5 × 3
 * cartón with the numbers out marked, and once the draw ends what it won.
 */
export function CardProgressView({
  progress,
  jugadas,
  estado,
}: {
  progress: CardProgress
  jugadas: readonly LivePlay[]
  estado: LiveStatus
}) {
  const t = useTranslations('Live')
  const { card, mejor } = progress
  const finished = estado === 'FINALIZADO'
  return (
    <li className={`card ${styles.card}`} data-carton={card.numero} data-faltan={mejor?.faltan}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t('cardNumber', { numero: card.numero })}</h3>
        {/* How close only while the balls come: before, every card misses all 15. */}
        {mejor && estado === 'EN_CURSO' ? (
          <p className={styles.missing} data-cerca={mejor.faltan <= 3 ? 'si' : 'no'}>
            {t('cardMissing', { faltan: mejor.faltan, jugada: mejor.nombre })}
          </p>
        ) : null}
      </div>
      <div className={styles.plays}>
        {card.jugadas.map((play, index) => {
          const called = new Set(jugadas.find((p) => p.nombreJugada === play.nombre)?.bolillas)
          const hits = progress.jugadas[index]?.aciertos ?? 0
          return (
            <div key={play.nombre} className={styles.play} data-jugada={play.nombre}>
              <p className={styles.playName}>
                {play.nombre}{' '}
                <span className={styles.count} data-aciertos={hits}>
                  {t('hits', { count: hits })}
                </span>
              </p>
              <CartonGrid
                numeros={play.numeros}
                called={called}
                label={t('cardPlayNumbers', { jugada: play.nombre, numero: card.numero })}
              />
            </div>
          )
        })}
      </div>
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
