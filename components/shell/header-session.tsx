'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/ui/intent-link'
import { AccountMenu } from './account-menu'
import { useLoggedInPlayer } from './use-logged-in-player'
import styles from './header-session.module.css'

// Only a logged-in player sees the clock: its code (SWR polling, the Asunción time zone) stays off
// the first load of every public page. Its placeholder takes the clock's width, so nothing moves
// when the code arrives.
const ServerClock = dynamic(() => import('./server-clock').then((m) => m.ServerClock), {
  ssr: false,
  loading: () => <span className={styles.clockSlot} aria-hidden="true" />,
})

/** Logged out: login and register buttons. Logged in: the server clock and the Mi Cuenta menu. */
export function HeaderSession() {
  const t = useTranslations('Shell')
  const player = useLoggedInPlayer()

  if (player) {
    return (
      <div className={styles.session}>
        {/* A phone shows the EN VIVO badge in the clock's place while a draw runs. */}
        <span data-reloj className={styles.clockWrap}>
          <ServerClock />
        </span>
        <AccountMenu nombre={player.nombre} />
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
