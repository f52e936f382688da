'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { Carousel } from '@/components/ui/carousel'
import type { Winner } from '@loteria/contract'
import { WinnerCard } from './winner-card'
import { WinnerDialog } from './winner-dialog'
import styles from './winners.module.css'

/** The slider of last millionaires (ganadores) — 3000 ms autoplay. */
export function MillionairesSlider({ winners }: { winners: Winner[] }) {
  const t = useTranslations('Winners')
  const [open, setOpen] = useState<Winner | null>(null)
  if (winners.length === 0) return null
  return (
    <>
      <Carousel label={t('millionairesCarousel')} cards>
        {winners.map((w) => (
          <WinnerCard key={w.id} winner={w} onOpen={setOpen} />
        ))}
      </Carousel>
      <WinnerDialog winner={open} onClose={() => setOpen(null)} />
    </>
  )
}

/** Every winner of a list, as cards that open the detail dialog (millonarios). */
export function WinnerGrid({ winners }: { winners: Winner[] }) {
  const t = useTranslations('Winners')
  const [open, setOpen] = useState<Winner | null>(null)
  if (winners.length === 0) return <p className="card">{t('noWinners')}</p>
  return (
    <>
      <ul className={styles.grid}>
        {winners.map((w) => (
          <li key={w.id}>
            <WinnerCard winner={w} onOpen={setOpen} />
          </li>
        ))}
      </ul>
      <WinnerDialog winner={open} onClose={() => setOpen(null)} />
    </>
  )
}
