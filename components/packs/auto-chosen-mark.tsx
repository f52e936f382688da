'use client'

import { useTranslations } from 'next-intl'
import styles from './packs.module.css'

/** Mis cartones: this card was chosen for the player's pack at the close of sales (issue 39). */
export function AutoChosenMark() {
  const t = useTranslations('Packs')
  return (
    <span className={styles.autoChosen} data-testid="elegido-al-cierre">
      {t('autoChosen')}
    </span>
  )
}
