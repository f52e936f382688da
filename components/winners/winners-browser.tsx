'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { WINNERS_STEP } from '@/lib/content/page-sizes'
import type { Winner } from '@loteria/contract'
import { useWinners, type WinnersPage } from '@/lib/swr/use-winners'
import { WinnerCard } from './winner-card'
import { WinnerDialog } from './winner-dialog'
import styles from './winners.module.css'

/**
 * Ganadores: city filter, the list, and Ver más raising the requested count by 20
 * (docs/product.md §4).
 */
export function WinnersBrowser({ cities, initial }: { cities: string[]; initial: WinnersPage }) {
  const t = useTranslations('Winners')
  const id = useId()
  const [ciudad, setCiudad] = useState('')
  const [cantidad, setCantidad] = useState(WINNERS_STEP)
  const [open, setOpen] = useState<Winner | null>(null)
  const { page, error, isLoading } = useWinners(cantidad, ciudad, initial)
  const shown = page?.datos ?? []
  const total = page?.total ?? 0

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={styles.toolbar}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {t('listTitle')}
        </h2>
        <div className={styles.filter}>
          <label htmlFor={`${id}-city`}>{t('cityFilter')}</label>
          <select
            id={`${id}-city`}
            value={ciudad}
            onChange={(e) => {
              setCiudad(e.target.value)
              setCantidad(WINNERS_STEP)
            }}
          >
            <option value="">{t('allCities')}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className={styles.count}>
        {error ? t('loadError') : t('showing', { shown: shown.length, total })}
      </p>
      <ul className={styles.grid} aria-busy={isLoading}>
        {shown.map((w) => (
          <li key={w.id}>
            <WinnerCard winner={w} onOpen={setOpen} />
          </li>
        ))}
      </ul>
      {shown.length < total ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button"
            disabled={isLoading}
            onClick={() => setCantidad((n) => n + WINNERS_STEP)}
          >
            {isLoading ? t('loading') : t('verMas')}
          </button>
        </div>
      ) : null}
      <WinnerDialog winner={open} onClose={() => setOpen(null)} />
    </section>
  )
}
