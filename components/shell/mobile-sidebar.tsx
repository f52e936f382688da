'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Menu, X } from 'lucide-react'
import { useBuyPath } from '@/components/buying/buy-link'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { MAIN_MENU } from '@/lib/site'
import { NavLink } from './nav-link'
import { useLoggedInPlayer } from './use-logged-in-player'
import styles from './mobile-sidebar.module.css'

/** The widths where the header shows its full menu and this sidebar is not needed. */
const WIDE_SCREEN = '(min-width: 1280px)'

/**
 * The phone and tablet menu (docs/product.md §2, Shell): a sidebar on a native modal <dialog>, so
 * the page behind is inert (neither clickable nor focusable) while it is open. The backdrop, Escape
 * and the close button close it, and focus returns to the menu button. Logged out, it also offers
 * Iniciar sesión and Registrate, which a phone's header has no room for.
 */
export function MobileSidebar() {
  const t = useTranslations('Shell')
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const player = useLoggedInPlayer()
  const buyPath = useBuyPath()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  // A phone turned sideways (or a window widened) past the full menu's width closes the sidebar.
  useEffect(() => {
    if (!open) return
    const query = window.matchMedia(WIDE_SCREEN)
    const onChange = () => {
      if (query.matches) setOpen(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [open])

  const close = () => setOpen(false)

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-sidebar"
        aria-label={t('openMenu')}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" focusable="false" size={28} />
      </button>
      <dialog
        id="mobile-sidebar"
        ref={dialog}
        aria-label={t('mainMenu')}
        className={styles.sidebar}
        // Escape fires `cancel` then `close`; the backdrop and the links call setOpen.
        onClose={() => {
          setOpen(false)
          toggle.current?.focus()
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself, never on its panel.
          if (event.target === event.currentTarget) close()
        }}
      >
        <nav className={styles.panel}>
          <button
            type="button"
            className={styles.close}
            aria-label={t('closeMenu')}
            onClick={close}
          >
            <X aria-hidden="true" focusable="false" size={28} />
          </button>
          <ul className={styles.list}>
            {MAIN_MENU.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className={styles.link}
                  activeClassName={styles.active}
                  onNavigate={close}
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <BuyOffer variant="compact" onNavigate={close}>
                <NavLink
                  href={buyPath}
                  className={`button button-accent ${styles.buy}`}
                  onNavigate={close}
                >
                  {t('comprarCarton')}
                </NavLink>
              </BuyOffer>
            </li>
          </ul>
          {player ? null : (
            <ul className={styles.session}>
              <li>
                <NavLink
                  href="/registrar"
                  className={`button button-accent ${styles.sessionLink}`}
                  onNavigate={close}
                >
                  {t('register')}
                </NavLink>
              </li>
              <li>
                <NavLink
                  href="/login"
                  className={`button button-outline ${styles.sessionLink} ${styles.onDark}`}
                  onNavigate={close}
                >
                  {t('login')}
                </NavLink>
              </li>
            </ul>
          )}
        </nav>
      </dialog>
    </>
  )
}
