'use client'

import { useTranslations } from 'next-intl'
import type { MyCard, MyCardsGroup } from '@loteria/contract'
import { formatPrize } from '@loteria/contract/format'
import styles from './alerts.module.css'

/** Under a card of a finished draw: "Ganador" with each play and prize, or "Sin premio". */
export function CardOutcome({ card }: { card: MyCard }) {
  const t = useTranslations('Alerts')
  if (card.resultado === 'SIN_PREMIO')
    return <span className={styles.outcome}>{t('outcomeNone')}</span>
  if (card.resultado !== 'GANADOR') return null
  return (
    <span className={styles.outcome} data-won="true">
      {t('outcomeWinner')}
      {(card.premios ?? []).map((prize, index) => (
        <span key={index} className={styles.outcomePrizes}>
          {t('outcomePrize', { jugada: prize.jugada, premio: formatPrize(prize.premio) })}
        </span>
      ))}
    </span>
  )
}

/** Under a finished draw's date: how many of the player's cards won. */
export function GroupWinners({ group }: { group: MyCardsGroup }) {
  const t = useTranslations('Alerts')
  if (!group.sorteado || group.cartonesGanadores === undefined) return null
  return (
    <p className={styles.groupWinners} data-won={group.cartonesGanadores > 0}>
      {t('groupWinners', { ganadores: group.cartonesGanadores })}
    </p>
  )
}
