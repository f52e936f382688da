'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useLoggedInPlayer } from '@/components/shell/use-logged-in-player'
import type { LiveView } from '@/lib/live/types'
import styles from './live-badge.module.css'

// The header's EN VIVO badge: asks the site (whose answer is shared by every visitor for a second,
// never a backend call per visitor) once the page is idle, then every half minute, and every few
// seconds while a draw runs so that it leaves soon after the last ball. Seeing a draw end, it
// lets the player know of a win wherever they are (the live page does that itself).

// Its code (the action, the celebration) loads only when a draw ends with a player logged in.
const DrawEndWin = dynamic(
  () => import('@/components/alerts/draw-end-win').then((m) => m.DrawEndWin),
  { ssr: false },
)

const IDLE_MS = 30_000
const LIVE_MS = 4_000
const LIVE_PAGE = '/sorteo-en-vivo'

export function LiveBadge() {
  const t = useTranslations('Shell')
  const pathname = usePathname()
  const player = useLoggedInPlayer()
  const [live, setLive] = useState(false)
  const [ended, setEnded] = useState<number | null>(null)
  const running = useRef<number | null>(null)

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () =>
      fetch('/api/en-vivo')
        .then((response) => (response.ok ? (response.json() as Promise<LiveView>) : null))
        .then((view) => {
          if (cancelled) return
          const now = view?.estado === 'EN_CURSO'
          if (!now && running.current !== null && view?.estado === 'FINALIZADO') {
            setEnded(view.sorteo?.id ?? running.current)
          }
          running.current = now ? (view?.sorteo?.id ?? 0) : null
          setLive(now)
        })
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) timer = setTimeout(check, running.current === null ? IDLE_MS : LIVE_MS)
        })
    timer = setTimeout(check, 1500)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [])

  const onLivePage = pathname === LIVE_PAGE
  return (
    <>
      {live && !onLivePage ? (
        <Link
          href={LIVE_PAGE}
          className={styles.badge}
          aria-label={t('enVivoBadgeLabel')}
          data-en-vivo-badge
        >
          <span aria-hidden="true" className={styles.dot} />
          {t('enVivoBadge')}
        </Link>
      ) : null}
      {ended !== null && player && !onLivePage ? <DrawEndWin sorteoId={ended} /> : null}
    </>
  )
}
