'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { formatGs } from '@loteria/contract/format'
import { claimHref, type WinSummary } from '@/lib/prizes/win-summary'
import styles from './live.module.css'

/**
 * At the top of a finished draw, for a logged-in player: what they won, net of tax, and Cobrá tu
 * premio; or that their cards did not win. Its room is kept from the first paint (the answer
 * comes later), so nothing under it moves.
 */
export function WinBanner({ win }: { win: WinSummary | null | undefined }) {
  const t = useTranslations('Live')
  if (win === undefined) {
    return (
      <div className={styles.winSlot} data-premio="buscando">
        <p className={styles.muted}>{t('checkingWin')}</p>
      </div>
    )
  }
  if (win === null) {
    return (
      <div className={styles.winSlot} data-premio="no">
        <p>{t('noWin')}</p>
      </div>
    )
  }
  return (
    <div className={`${styles.winSlot} ${styles.winBanner}`} data-premio="si" role="status">
      <p className={styles.winText}>
        <strong>{t('winBanner', { sorteo: win.identificador })}</strong>
        {win.neto > 0 ? <span>{t('winBannerNet', { neto: formatGs(win.neto) })}</span> : null}
      </p>
      <Link href={claimHref(win)} className="button button-accent">
        {t('winClaim')}
      </Link>
    </div>
  )
}
