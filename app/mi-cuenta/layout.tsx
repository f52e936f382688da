import { getTranslations } from 'next-intl/server'
import { AccountNav } from '@/components/account/account-nav'
import { PrizeNotices } from '@/components/alerts/prize-notices'
import { PackNotices } from '@/components/alerts/pack-notices'
import { sessionNotices } from '@/lib/alerts/session-notices'
import { ClientMessages } from '@/lib/i18n/client-messages'
import styles from '@/components/account/account-shell.module.css'

const ACCOUNT_NAMESPACES = [
  'Account',
  'Auth',
  'Register',
  'Validation',
  'Buying',
  'Prizes',
  'CollectionForm',
  'CityField',
  'VerificationUpload',
  'Alerts',
  'ResponsiblePlay',
  'Packs',
] as const

/** The account shell: the side menu and the panel chosen by the URL (docs/product.md §2). */
export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const [t, notices] = await Promise.all([getTranslations('Account'), sessionNotices()])
  return (
    <ClientMessages namespaces={ACCOUNT_NAMESPACES}>
      <div className={`container page ${styles.shell}`}>
        <AccountNav label={t('menuLabel')} toggleLabel={t('showMenu')} />
        <div className={styles.panel}>
          <PrizeNotices notices={notices.premios} />
          <PackNotices notices={notices.packs} />
          {children}
        </div>
      </div>
    </ClientMessages>
  )
}
