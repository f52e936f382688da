'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/** A menu link that marks the current page with aria-current. */
export function NavLink({
  href,
  className,
  activeClassName,
  children,
  onNavigate,
}: {
  href: string
  className?: string
  activeClassName?: string
  children: ReactNode
  onNavigate?: () => void
}) {
  const pathname = usePathname()
  const active = pathname === href || pathname.startsWith(`${href}/`)
  return (
    <Link
      href={href}
      className={`${className ?? ''} ${active && activeClassName ? activeClassName : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </Link>
  )
}
