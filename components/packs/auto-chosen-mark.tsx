'use client'

import { useTranslations } from 'next-intl'
import type { LuckyResult } from '@loteria/contract'
import styles from './packs.module.css'

/**
 * Mis cartones: this card was chosen for the player's pack at the close of sales, and, when the
 * pack had a lucky number, what became of it (why it is not this card, when it is not).
 */
export function AutoChosenMark({ favorito }: { favorito?: LuckyResult | null }) {
  const t = useTranslations('Packs')
  return (
    <>
      <span className={styles.autoChosen} data-testid="elegido-al-cierre">
        {t('autoChosen')}
      </span>
      {favorito ? (
        <span className={styles.autoChosenLucky}>
          {favorito.resultado === 'ELEGIDO'
            ? t('cardLuckyChosen')
            : t(favorito.resultado === 'OCUPADO' ? 'cardLuckyTaken' : 'cardLuckyMissing', {
                favorito: favorito.numero,
              })}
        </span>
      ) : null}
    </>
  )
}
