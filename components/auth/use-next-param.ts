'use client'

import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => undefined

/**
 * The page's `next` parameter (where the player was going), read in the browser: a static page
 * keeps its HTML the same for everyone, where useSearchParams would leave the form out of it until
 * the script runs. Checked by whoever uses it (lib/safe-next.ts), never trusted.
 */
export function useNextParam(): string | undefined {
  return useSyncExternalStore(
    subscribeNever,
    () => new URLSearchParams(window.location.search).get('next') ?? undefined,
    () => undefined,
  )
}
