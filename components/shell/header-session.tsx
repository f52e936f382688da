'use client'

import dynamic from 'next/dynamic'
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/ui/intent-link'
import { useSessionState } from './use-session-state'
import styles from './header-session.module.css'

// Only a logged-in player sees the clock: its code (SWR polling, the Asunción time zone) stays off
// the first load of every public page. Its placeholder takes the clock's width, so nothing moves
// when the code arrives.
const ServerClock = dynamic(() => import('./server-clock').then((m) => m.ServerClock), {
  ssr: false,
  loading: () => <span className={styles.clockSlot} aria-hidden="true" />,
})

// Only a logged-in player has the Mi Cuenta menu: its code stays off every anonymous first load.
// Its slot keeps the menu's width while it comes, as the pending state's does.
const AccountMenu = dynamic(() => import('./account-menu').then((m) => m.AccountMenu), {
  ssr: false,
  loading: () => <span className={styles.menuSlot} aria-hidden="true" />,
})

/**
 * Logged out: login and register buttons. Logged in: the server clock and the Mi Cuenta menu.
 * While it is not known yet, neither: the static HTML's buttons are hidden by the hint script
 * (session-hint-script.ts) for a hinted player, and a hinted player waits on a neutral placeholder
 * of the logged-in width.
 */
export function HeaderSession() {
  const t = useTranslations('Shell')
  const state = useSessionState()
  // A hinted player fetches the menu's code while the session is asked, not after it answers.
  const hinted = state.kind === 'pending' || state.kind === 'in'
  useEffect(() => {
    if (hinted) void import('./account-menu')
  }, [hinted])

  if (state.kind === 'in') {
    return (
      <div className={styles.session}>
        {/* A phone shows the EN VIVO badge in the clock's place while a draw runs. */}
        <span data-reloj className={styles.clockWrap}>
          <ServerClock />
        </span>
        <AccountMenu nombre={state.nombre} />
      </div>
    )
  }
  if (state.kind === 'pending') {
    return (
      <div className={styles.session} aria-hidden="true" data-testid="header-session-pending">
        <span className={styles.clockSlot} />
        <span className={styles.menuSlot} />
      </div>
    )
  }
  return (
    <div className={`${styles.session} ${state.kind === 'unknown' ? styles.unsure : ''}`}>
      <IntentLink href="/login" className={`button button-outline ${styles.onDark}`}>
        {t('login')}
      </IntentLink>
      <IntentLink href="/registrar" className={`button button-accent ${styles.register}`}>
        {t('register')}
      </IntentLink>
    </div>
  )
}
