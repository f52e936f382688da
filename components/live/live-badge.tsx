'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LiveView } from '@/lib/live/types'
import styles from './live-badge.module.css'

// The header's EN VIVO badge: asks the site (whose answer is shared by every visitor for 2 s,
// never a backend call per visitor) once the page is idle, then every half minute.

const POLL_MS = 30_000

export function LiveBadge() {
  const t = useTranslations('Shell')
  const [live, setLive] = useState(false)
  useEffect(() => {
    let cancelled = false
    const check = () =>
      fetch('/api/en-vivo')
        .then((response) => (response.ok ? (response.json() as Promise<LiveView>) : null))
        .then((view) => {
          if (!cancelled) setLive(view?.estado === 'EN_CURSO')
        })
        .catch(() => undefined)
    const first = setTimeout(check, 1500)
    const timer = setInterval(check, POLL_MS)
    return () => {
      cancelled = true
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [])
  if (!live) return null
  return (
    <Link href="/sorteo-en-vivo" className={styles.badge} aria-label={t('enVivoBadgeLabel')}>
      <span aria-hidden="true" className={styles.dot} />
      {t('enVivoBadge')}
    </Link>
  )
}
