'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { ACCOUNT_LINKS, currentAccountLink } from '@/lib/account-links'
import styles from './account-shell.module.css'

/** The account side menu (the same links as the header's Mi Cuenta); on a phone it collapses. */
export function AccountNav({ label, toggleLabel }: { label: string; toggleLabel: string }) {
  const t = useTranslations('AccountLinks')
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const current = currentAccountLink(pathname)
  return (
    <nav aria-label={label} className={styles.nav}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <span>{current ? t(current.key) : toggleLabel}</span>
        {open ? (
          <ChevronUp aria-hidden="true" focusable="false" size={20} />
        ) : (
          <ChevronDown aria-hidden="true" focusable="false" size={20} />
        )}
        <span className="visually-hidden">{toggleLabel}</span>
      </button>
      <ul id="account-menu" className={`${styles.menu} ${open ? styles.menuOpen : ''}`}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={styles.item}
              aria-current={link === current ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
