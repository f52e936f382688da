'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { mutate } from 'swr'
import type { WeekPhase } from '@loteria/contract/week'
import { PERSONAL_HOME_KEY } from '@/lib/swr/use-personal-home'
import { readWeekStateAnswer, sameWeekState, type WeekState } from '@/lib/draws/week-state'

// Moves an open page on with the week (docs/contract.md, "The week's phase"), without a reload:
// at the close of sales, when the draw goes live, and when the next draw is on sale. It asks
// /api/semana (one answer shared by every visitor for a second) now and then before the close (an
// operator may close early) and often from the close on. When the week is not what the page shows,
// the page's server parts are fetched again, and the player's summary too; it keeps asking until
// the page shows what /api/semana says (a refresh may still get a copy kept from before).

const BEFORE_CLOSE_MS = 15_000
const AFTER_CLOSE_MS = 4_000

async function weekNow(): Promise<WeekState | null> {
  try {
    const response = await fetch('/api/semana', { cache: 'no-store' })
    if (!response.ok) return null
    return readWeekStateAnswer(await response.json())
  } catch {
    return null
  }
}

export function DrawWatch({
  sorteoId,
  cierre,
  fase,
}: {
  sorteoId: number
  /** Close of sales (ISO): from then on the watch asks often. */
  cierre: string
  /** The phase the page was rendered with. */
  fase: WeekPhase
}) {
  const router = useRouter()
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const closeAt = Date.parse(cierre)
    const schedule = () => {
      if (stopped) return
      const untilClose = closeAt - Date.now()
      const wait = untilClose <= 0 ? AFTER_CLOSE_MS : Math.min(BEFORE_CLOSE_MS, untilClose + 500)
      timer = setTimeout(check, wait)
    }
    const check = async () => {
      const now = await weekNow()
      if (stopped) return
      // The server's word, not this device's clock (a phone's may be minutes off).
      if (now && !sameWeekState(now, { sorteoId, fase })) {
        router.refresh()
        void mutate(PERSONAL_HOME_KEY)
      }
      schedule()
    }
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || stopped) return
      clearTimeout(timer)
      void check()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [sorteoId, cierre, fase, router])
  return null
}
