'use client'

import { useTranslations } from 'next-intl'
import { formatDate, formatPrize } from '@loteria/contract/format'
import { ContentImage } from '@/components/ui/content-image'
import type { Winner } from '@loteria/contract'
import styles from './winners.module.css'

/** A winner: photo, name, prize, date, city; it opens the detail dialog. */
export function WinnerCard({ winner, onOpen }: { winner: Winner; onOpen: (w: Winner) => void }) {
  const t = useTranslations('Winners')
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(winner)}
      aria-label={t('openWinner', { nombre: winner.nombre })}
    >
      <ContentImage src={winner.foto} width={96} height={96} className={styles.photo} />
      <span className={styles.info}>
        <span className={styles.name}>{winner.nombre}</span>
        <span className={styles.prize}>{formatPrize(winner.premio)}</span>
        <span className={styles.meta}>
          {formatDate(winner.fecha)} · {winner.ciudad}
        </span>
      </span>
    </button>
  )
}
