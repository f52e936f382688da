'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { ShareButton } from './share-button'
import styles from './share.module.css'

/**
 * "¡Gané en el Sorteo N° …!" from the card check's win dialog, with a link to the draw's page.
 * The cartón's number is a claim ticket: it goes along only when the player ticks the box.
 */
export function WinShare({
  sorteoId,
  sorteo,
  carton,
}: {
  sorteoId: string
  /** The draw as the dropdown names it: `Sorteo N° 1287 del 22/11/2026`. */
  sorteo: string
  carton: string
}) {
  const t = useTranslations('CardCheck')
  const id = useId()
  const [withCard, setWithCard] = useState(false)
  // Rendered only after a check, in the browser: the address is this site's.
  const url = `${window.location.origin}/resultados/${encodeURIComponent(sorteoId)}`
  const text = withCard ? t('shareWinCard', { sorteo, carton }) : t('shareWin', { sorteo })
  return (
    <div className={styles.winShare}>
      <ShareButton text={text} url={url} label={t('share')} />
      <label htmlFor={id} className={styles.option}>
        <input
          id={id}
          type="checkbox"
          checked={withCard}
          onChange={(e) => setWithCard(e.target.checked)}
        />
        {t('shareIncludeCard')}
      </label>
    </div>
  )
}
