'use client'

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { isHit } from '@/lib/live/closeness'
import type { LiveCard } from '@/lib/live/types'

// A short vibration when a ball just called is on one of the player's cards, where the browser
// can vibrate and the player has not turned it off (the switch is remembered in localStorage).

const VIBRATE_KEY = 'vibrar-con-aciertos'
const PULSE_MS = 150

const subscribeNever = () => () => undefined
const canVibrate = () => typeof navigator.vibrate === 'function'

// The switch's own listeners: localStorage's 'storage' event fires only in the other tabs.
const listeners = new Set<() => void>()
function subscribeSwitch(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function storedOn(): boolean {
  try {
    return localStorage.getItem(VIBRATE_KEY) !== 'no'
  } catch {
    return true
  }
}

export function useHitVibration(
  cards: readonly LiveCard[] | null,
  newest: { jugada: string; bolilla: number } | null,
) {
  const supported = useSyncExternalStore(subscribeNever, canVibrate, () => false)
  const on = useSyncExternalStore(subscribeSwitch, storedOn, () => true)
  // The ball shown when the page opened is not news: only the ones called while watching.
  const seen = useRef<typeof newest | undefined>(undefined)

  useEffect(() => {
    const first = seen.current === undefined
    seen.current = newest
    if (first || !on || !supported || !cards) return
    if (isHit(cards, newest)) navigator.vibrate(PULSE_MS)
  }, [newest, cards, on, supported])

  const toggle = useCallback((value: boolean) => {
    try {
      localStorage.setItem(VIBRATE_KEY, value ? 'si' : 'no')
    } catch {
      // Storage refused (private mode): the switch cannot be turned off there.
    }
    listeners.forEach((listener) => listener())
  }, [])

  return { supported, on, toggle }
}
