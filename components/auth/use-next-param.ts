'use client'

import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => undefined

/**
 * A parameter of the page's address, read in the browser: a static page keeps its HTML the same
 * for everyone, where useSearchParams would leave the form out of it until the script runs (on
 * /login the form then appeared after hydration and pushed the footer down: a layout shift of 0.29).
 * Undefined in the server's HTML and on the first client render.
 */
export function useQueryParam(name: string): string | undefined {
  return useSyncExternalStore(
    subscribeNever,
    () => new URLSearchParams(window.location.search).get(name) ?? undefined,
    () => undefined,
  )
}

/**
 * The page's `next` parameter (where the player was going). Checked by whoever uses it
 * (lib/safe-next.ts), never trusted.
 */
export function useNextParam(): string | undefined {
  return useQueryParam('next')
}
