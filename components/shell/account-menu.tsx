'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { CircleUserRound } from 'lucide-react'
import { ACCOUNT_LINKS } from '@/lib/account-links'
import styles from './account-menu.module.css'

/** Mi Cuenta: the account's links (the side menu's too, lib/account-links.ts), then Cerrar Sesión. */
export function AccountMenu({ nombre }: { nombre: string }) {
  const t = useTranslations('Shell')
  const links = useTranslations('AccountLinks')
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className={styles.root} data-account-menu>
      <button
        ref={button}
        type="button"
        className={`button button-accent ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        title={nombre}
      >
        <CircleUserRound aria-hidden="true" focusable="false" size={20} className={styles.icon} />
        <span className={styles.label}>{t('miCuenta')}</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.item} onClick={() => setOpen(false)}>
              {links(link.key)}
            </Link>
          </li>
        ))}
        <li>
          <form action="/api/sesion/cerrar" method="post">
            <button type="submit" className={styles.item}>
              {t('cerrarSesion')}
            </button>
          </form>
        </li>
      </ul>
    </div>
  )
}
