'use client'

import Link from 'next/link'
import { X } from 'lucide-react'
import styles from './alerts.module.css'

/** One notice: what it says, where it leads, and how it is closed. */
export interface NoticeEntry {
  key: string | number
  text: React.ReactNode
  link: { href: string; label: string }
  onClose: () => void
  /** data-* attributes of the notice and of its text, for what tests and styles read. */
  data?: Record<`data-${string}`, string | number | undefined>
  textData?: Record<`data-${string}`, string | number | undefined>
}

/**
 * The account shell's notices of one kind (prizes, packs): each a status with its text, a link
 * to act on it and a ×, above the panel (docs/architecture.md, "Notices").
 */
export function NoticeList({
  label,
  closeLabel,
  entries,
}: {
  label: string
  closeLabel: string
  entries: NoticeEntry[]
}) {
  if (entries.length === 0) return null
  return (
    <section className={styles.notices} aria-label={label}>
      {entries.map((entry) => (
        <div key={entry.key} className={styles.notice} role="status" {...entry.data}>
          <p className={styles.noticeText} {...entry.textData}>
            {entry.text}
          </p>
          <Link href={entry.link.href} className="button button-accent">
            {entry.link.label}
          </Link>
          <button
            type="button"
            className={styles.noticeClose}
            aria-label={closeLabel}
            onClick={entry.onClose}
          >
            <X aria-hidden="true" focusable="false" size={20} />
          </button>
        </div>
      ))}
    </section>
  )
}
