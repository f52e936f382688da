import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { drawPath, type DrawSummary } from '@/lib/seo/draw-summary'
import styles from './draw-nav.module.css'

/** Links to the draw before and after this one (rel prev/next for readers that use them). */
export function DrawPager({
  label,
  previous,
  next,
}: {
  label: string
  previous?: { draw: DrawSummary; text: string }
  next?: { draw: DrawSummary; text: string }
}) {
  if (!previous && !next) return null
  return (
    <nav aria-label={label} className={styles.pager}>
      {previous ? (
        <Link href={drawPath(previous.draw.id)} rel="prev" prefetch={false} className={styles.prev}>
          <ChevronLeft aria-hidden="true" size={20} />
          {previous.text}
        </Link>
      ) : null}
      {next ? (
        <Link href={drawPath(next.draw.id)} rel="next" prefetch={false} className={styles.next}>
          {next.text}
          <ChevronRight aria-hidden="true" size={20} />
        </Link>
      ) : null}
    </nav>
  )
}
