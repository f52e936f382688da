'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { formatDate, formatPrize } from '@loteria/shared/format'
import { isVectorImage } from '@/lib/images'
import type { WinnerView } from '@/lib/swr/use-winners'
import styles from './winners.module.css'

export const prizeText = formatPrize

/** A winner: photo, name, prize, date, city; it opens the detail dialog. */
export function WinnerCard({
  winner,
  onOpen,
}: {
  winner: WinnerView
  onOpen: (w: WinnerView) => void
}) {
  const t = useTranslations('Winners')
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(winner)}
      aria-label={t('openWinner', { nombre: winner.nombre })}
    >
      {winner.foto ? (
        <Image
          src={winner.foto}
          alt=""
          width={96}
          height={96}
          className={styles.photo}
          unoptimized={isVectorImage(winner.foto)}
        />
      ) : null}
      <span className={styles.info}>
        <span className={styles.name}>{winner.nombre}</span>
        <span className={styles.prize}>{prizeText(winner.premio)}</span>
        <span className={styles.meta}>
          {formatDate(winner.fecha)} · {winner.ciudad}
        </span>
      </span>
    </button>
  )
}
