'use client'

import Image from 'next/image'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { Carousel } from '@/components/ui/carousel'
import { Dialog } from '@/components/ui/dialog'
import { DetailCardBody } from '@/components/content/detail-card-body'
import { isVectorImage } from '@/lib/images'
import type { DetailCard } from '@/lib/content/cards'
import styles from './home.module.css'

/** A 3000 ms carousel of cards that open their detail (prizes, promotions, commitments). */
export function Showcase({ label, items }: { label: string; items: DetailCard[] }) {
  const t = useTranslations('Gallery')
  const [open, setOpen] = useState<DetailCard | null>(null)
  if (items.length === 0) return null
  return (
    <>
      <Carousel label={label} slideClassName={styles.cardSlide}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            className={styles.showcaseCard}
            onClick={() => setOpen(item)}
          >
            {item.image ? (
              <Image
                src={item.image}
                alt=""
                width={600}
                height={375}
                sizes="(max-width: 700px) 100vw, 33vw"
                className={styles.showcaseImage}
                unoptimized={isVectorImage(item.image)}
              />
            ) : null}
            <span className={styles.showcaseTitle}>{item.title}</span>
            <span className={styles.showcaseSummary}>{item.summary}</span>
          </button>
        ))}
      </Carousel>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.title ?? ''}
        closeLabel={t('close')}
        width="640px"
      >
        {open ? <DetailCardBody card={open} /> : null}
      </Dialog>
    </>
  )
}
