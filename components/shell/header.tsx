import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { MAIN_MENU, SITE_NAME } from '@/lib/site'
import { BuyLink } from '@/components/buying/buy-link'
import { LiveBadge } from '@/components/live/live-badge'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { HeaderSession } from './header-session'
import { MobileSidebar } from './mobile-sidebar'
import { NavLink } from './nav-link'
import { SESSION_HINT_SCRIPT } from './session-hint-script'
import styles from './header.module.css'

/** The same HTML for every visitor; the logged-in part is filled in on the client. */
export async function Header() {
  const t = await getTranslations('Shell')
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <MobileSidebar />
        <Link
          href="/home"
          className={styles.logo}
          aria-label={t('logoAlt', { siteName: SITE_NAME })}
        >
          <span aria-hidden="true" className={styles.ball}>
            7
          </span>
          <span className={styles.name}>{SITE_NAME}</span>
        </Link>
        <nav aria-label={t('mainMenu')} className={styles.nav}>
          <ul className={styles.menu}>
            {MAIN_MENU.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} className={styles.link} activeClassName={styles.active}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <BuyOffer variant="compact" className={styles.buy}>
          <BuyLink className={`button button-accent ${styles.buy}`}>{t('comprarCarton')}</BuyLink>
        </BuyOffer>
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
        <LiveBadge />
        <HeaderSession />
      </div>
    </header>
  )
}
