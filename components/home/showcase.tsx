'use client'

import { useState } from 'react'
import { Carousel } from '@/components/ui/carousel'
import { DetailCardDialog } from '@/components/content/detail-card-dialog'
import { DetailCardImage } from '@/components/content/detail-card-image'
import type { DetailCard } from '@/lib/content/cards'
import styles from './home.module.css'

/** A 3000 ms carousel of cards that open their detail (prizes, promotions, commitments). */
export function Showcase({ label, items }: { label: string; items: DetailCard[] }) {
  const [open, setOpen] = useState<DetailCard | null>(null)
  if (items.length === 0) return null
  return (
    <>
      <Carousel label={label} cards>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            className={styles.showcaseCard}
            onClick={() => setOpen(item)}
          >
            <DetailCardImage src={item.image} sizes="(max-width: 700px) 100vw, 33vw" />
            <span className={styles.showcaseTitle}>{item.title}</span>
            <span className={styles.showcaseSummary}>{item.summary}</span>
          </button>
        ))}
      </Carousel>
      <DetailCardDialog card={open} onClose={() => setOpen(null)} />
    </>
  )
}
