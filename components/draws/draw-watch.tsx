'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { mutate } from 'swr'
import { PERSONAL_HOME_KEY } from '@/lib/swr/use-personal-home'
import { isRecord } from '@/lib/is-record'

// Moves an open page to the next draw when the week's draw ends, without a reload (issue 36).
// Before the close of sales nothing can change, so it only looks at the clock; from then on it
// asks /api/en-vivo (one answer shared by every visitor for a second, docs/features.md "Sorteo en
// vivo"), whose first reader after the end also revalidates the cached pages. Once the draw on
// sale is another, the page's server parts are fetched again and the player's summary too.

const CLOCK_MS = 10_000
const LIVE_MS = 4_000

/** The draw on sale once the live view says the week's draw is over, else null. */
function nextOnSale(view: unknown): number | null {
  if (!isRecord(view) || view.estado === 'EN_CURSO') return null
  const proximo = view.proximo
  return isRecord(proximo) && typeof proximo.id === 'number' ? proximo.id : null
}

export function DrawWatch({ sorteoId, cierre }: { sorteoId: number; cierre: string }) {
  const router = useRouter()
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const closeAt = Date.parse(cierre)
    const check = async () => {
      if (Date.now() >= closeAt) {
        const view = await fetch('/api/en-vivo', { cache: 'no-store' })
          .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
          .catch(() => null)
        const next = nextOnSale(view)
        if (!stopped && next !== null && next !== sorteoId) {
          stopped = true
          router.refresh()
          void mutate(PERSONAL_HOME_KEY)
          return
        }
      }
      if (!stopped) timer = setTimeout(check, Date.now() >= closeAt ? LIVE_MS : CLOCK_MS)
    }
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || stopped) return
      clearTimeout(timer)
      void check()
    }
    timer = setTimeout(check, CLOCK_MS)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [sorteoId, cierre, router])
  return null
}
