'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { MAIN_MENU } from '@/lib/site'
import { NavLink } from './nav-link'
import styles from './mobile-sidebar.module.css'

/** The phone menu: a sidebar toggled open and closed (SPEC section 2, Shell). */
export function MobileSidebar() {
  const t = useTranslations('Shell')
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-sidebar"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className={styles.bars} />
      </button>
      <div
        className={`${styles.backdrop} ${open ? styles.backdropOpen : ''}`}
        aria-hidden="true"
        onClick={() => setOpen(false)}
      />
      <nav
        id="mobile-sidebar"
        ref={panel}
        aria-label={t('mainMenu')}
        className={`${styles.sidebar} ${open ? styles.open : ''}`}
        hidden={!open}
      >
        <button
          type="button"
          className={styles.close}
          aria-label={t('closeMenu')}
          onClick={() => {
            setOpen(false)
            toggle.current?.focus()
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
        <ul className={styles.list}>
          {MAIN_MENU.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                className={styles.link}
                activeClassName={styles.active}
                onNavigate={() => setOpen(false)}
              >
                {t(item.key)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              href="/comprar-carton"
              className={`button button-accent ${styles.buy}`}
              onNavigate={() => setOpen(false)}
            >
              {t('comprarCarton')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </>
  )
}
