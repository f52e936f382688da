'use client'

import { useTranslations } from 'next-intl'
import { ContentImage } from '@/components/ui/content-image'
import { Dialog } from '@/components/ui/dialog'
import { formatDate, formatPrize } from '@loteria/contract/format'
import type { Winner } from '@loteria/contract'
import styles from './winners.module.css'

export function WinnerDialog({ winner, onClose }: { winner: Winner | null; onClose: () => void }) {
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
          <ContentImage src={winner.foto} width={120} height={120} className={styles.photo} />
          <dl className={styles.facts}>
            <dt>{t('prize')}</dt>
            <dd>{formatPrize(winner.premio)}</dd>
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
