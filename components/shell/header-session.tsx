'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/ui/intent-link'
import { useSession } from '@/lib/swr/use-session'
import { SESSION_HINT_COOKIE } from '@/lib/session/hint'
import { AccountMenu } from './account-menu'
import styles from './header-session.module.css'

// Only a logged-in player sees the clock: its code (SWR polling, the Asunción time zone) stays off
// the first load of every public page.
const ServerClock = dynamic(() => import('./server-clock').then((m) => m.ServerClock), {
  ssr: false,
})

const subscribeNever = () => () => undefined

function hasHint(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))
}

/**
 * Logged out: login and register buttons. Logged in: the server clock and the Mi Cuenta menu.
 * Anonymous visitors never call the server: the session is asked for only when the hint cookie says so.
 */
export function HeaderSession() {
  const t = useTranslations('Shell')
  // Re-read the hint on every navigation (login, logout and self-exclusion change it).
  usePathname()
  // The server renders the logged-out header; the browser reads the hint after hydration.
  const hinted = useSyncExternalStore(subscribeNever, hasHint, () => false)
  const { session } = useSession(hinted)

  if (session?.usuario) {
    return (
      <div className={styles.session}>
        <ServerClock />
        <AccountMenu nombre={session.usuario.nombre} />
      </div>
    )
  }
  return (
    <div className={styles.session}>
      <IntentLink href="/login" className={`button button-outline ${styles.onDark}`}>
        {t('login')}
      </IntentLink>
      <IntentLink href="/registrar" className={`button button-accent ${styles.register}`}>
        {t('register')}
      </IntentLink>
    </div>
  )
}
