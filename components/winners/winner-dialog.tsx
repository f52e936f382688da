'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/ui/dialog'
import { formatDate } from '@loteria/shared/format'
import { isVectorImage } from '@/lib/images'
import type { WinnerView } from '@/lib/swr/use-winners'
import { prizeText } from './winner-card'
import styles from './winners.module.css'

export function WinnerDialog({
  winner,
  onClose,
}: {
  winner: WinnerView | null
  onClose: () => void
}) {
  const t = useTranslations('Winners')
  return (
    <Dialog
      open={winner !== null}
      onClose={onClose}
      title={winner?.nombre ?? ''}
      closeLabel={t('close')}
    >
      {winner ? (
        <div className={styles.detail}>
          {winner.foto ? (
            <Image
              src={winner.foto}
              alt=""
              width={120}
              height={120}
              className={styles.photo}
              unoptimized={isVectorImage(winner.foto)}
            />
          ) : null}
          <dl className={styles.facts}>
            <dt>{t('prize')}</dt>
            <dd>{prizeText(winner.premio)}</dd>
            <dt>{t('date')}</dt>
            <dd>{formatDate(winner.fecha)}</dd>
            <dt>{t('city')}</dt>
            <dd>{winner.ciudad}</dd>
          </dl>
          {winner.biografia ? <p>{winner.biografia}</p> : null}
        </div>
      ) : null}
    </Dialog>
  )
}
