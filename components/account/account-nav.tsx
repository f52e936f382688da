'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useState } from 'react'
import styles from './account-shell.module.css'
import { ChevronDown, ChevronUp } from 'lucide-react'

interface Item {
  href: string
  label: string
  /** Other paths that belong to this entry (editar-perfil under Mi perfil). */
  also?: string[]
}

/** The account side menu; on a phone it collapses behind a button. */
export function AccountNav({
  label,
  toggleLabel,
  items,
}: {
  label: string
  toggleLabel: string
  items: Item[]
}) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const current = items.find((item) =>
    [item.href, ...(item.also ?? [])].some((p) => pathname.startsWith(p)),
  )
  return (
    <nav aria-label={label} className={styles.nav}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <span>{current?.label ?? toggleLabel}</span>
        {open ? (
          <ChevronUp aria-hidden="true" focusable="false" size={20} />
        ) : (
          <ChevronDown aria-hidden="true" focusable="false" size={20} />
        )}
        <span className="visually-hidden">{toggleLabel}</span>
      </button>
      <ul id="account-menu" className={`${styles.menu} ${open ? styles.menuOpen : ''}`}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.item}
              aria-current={item === current ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
