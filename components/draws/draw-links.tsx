import Link from 'next/link'
import { drawPath, type DrawSummary } from '@/lib/seo/draw-summary'
import styles from './draw-nav.module.css'

/**
 * The latest draws as plain links beside the dropdown: search engines follow links, not a
 * <select>. Older draws are reached through each page's previous link and the sitemap.
 */
export function DrawLinks({
  draws,
  current,
  title,
  linkText,
}: {
  draws: DrawSummary[]
  current: number
  title: string
  linkText: (draw: DrawSummary) => string
}) {
  return (
    <nav aria-label={title} className={styles.archive}>
      <h2 className={styles.archiveTitle}>{title}</h2>
      <ul className={styles.archiveList}>
        {draws.map((d) => (
          <li key={d.id}>
            <Link
              href={drawPath(d.id)}
              prefetch={false}
              aria-current={d.id === current ? 'page' : undefined}
            >
              {linkText(d)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
