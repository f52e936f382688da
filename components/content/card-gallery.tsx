'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { z } from 'zod/mini'
import { useSnackbar } from '@/components/ui/snackbar'
import type { DetailCard } from '@/lib/content/cards'
import { DetailCardDialog } from './detail-card-dialog'
import { DetailCardImage } from './detail-card-image'
import styles from './card-gallery.module.css'

const pageSchema = z.object({
  items: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      image: z.string(),
      summary: z.string(),
      html: z.string(),
      document: z.optional(z.string()),
      moreInfo: z.optional(z.string()),
    }),
  ),
  total: z.nullable(z.number()),
})

interface Props {
  initial: DetailCard[]
  total: number | null
  pageSize: number
  /** Route handler that answers `?pagina=N` with `{ items, total }`. */
  endpoint: string
  headingLevel?: 'h2' | 'h3'
}

/** Cards that open a detail dialog, with Ver más loading the next page (promotions, commitments). */
export function CardGallery({
  initial,
  total: initialTotal,
  pageSize,
  endpoint,
  headingLevel = 'h2',
}: Props) {
  const t = useTranslations('Gallery')
  const snackbar = useSnackbar()
  const [items, setItems] = useState(initial)
  const [total, setTotal] = useState(initialTotal)
  const [loading, setLoading] = useState(false)
  const [open, setOpen] = useState<DetailCard | null>(null)
  // Without a total, another page may exist while the last one came full.
  const hasMore =
    total === null ? items.length > 0 && items.length % pageSize === 0 : items.length < total
  const Heading = headingLevel

  const loadMore = async () => {
    setLoading(true)
    try {
      const response = await fetch(`${endpoint}?pagina=${Math.floor(items.length / pageSize) + 1}`)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const page = pageSchema.parse(await response.json())
      setItems((current) => [...current, ...page.items])
      setTotal(page.items.length < pageSize ? items.length + page.items.length : page.total)
    } catch {
      snackbar.error(t('loadError'))
    } finally {
      setLoading(false)
    }
  }

  if (items.length === 0) return <p className="card">{t('empty')}</p>

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.item}>
            <button type="button" className={styles.card} onClick={() => setOpen(item)}>
              <DetailCardImage
                src={item.image}
                sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 360px"
                priority={index < 2}
              />
              <span className={styles.body}>
                <Heading className={styles.title}>{item.title}</Heading>
                <span className={styles.summary}>{item.summary}</span>
                <span className={styles.more} aria-hidden="true">
                  {t('seeDetail')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.loadMore}>
          <button type="button" className="button" onClick={loadMore} disabled={loading}>
            {loading ? t('loading') : t('verMas')}
          </button>
        </div>
      ) : null}
      <DetailCardDialog card={open} onClose={() => setOpen(null)} />
    </>
  )
}
