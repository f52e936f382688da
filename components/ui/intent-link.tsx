'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * A link into the player's area (login, buying, Mi Cuenta), prefetched when the visitor shows
 * intent (pointer over it, focus, touch) rather than as soon as it is on screen. Those pages are
 * per-session: for a guest the prefetch is a redirect to /login, and it made every public page
 * download and parse the login form's code (zod, react-hook-form: ~60 kB) while still settling.
 */
export function IntentLink({
  href,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...rest
}: IntentLinkProps) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch()
        onPointerEnter?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
    />
  )
}
