import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PacksCarousel } from '@/components/account/packs-carousel'
import { PushSettings } from '@/components/alerts/push-settings'
import { PackAlertSwitches } from '@/components/packs/pack-alert-switches'
import { EndedPacks } from '@/components/packs/ended-packs'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { accountMetadata } from '@/lib/account-metadata'
import { getCurrentDrawOrNone } from '@/lib/draws/current-draw'
import { readActivePacks, readProfile } from '@/lib/backend/account'
import { readPushKey, readPushSubscriptions } from '@/lib/backend/alerts'
import { readMyPacks, readPackAlertPreferences } from '@/lib/backend/packs'
import { withAccount } from '@/lib/session/account'
import styles from '@/components/account/account-shell.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('datosPersonales')
}

/** VISTA GENERAL: who the player is, and MIS PACKS ACTIVOS. */
export default async function PersonalDataPage() {
  const [t, tAlerts, tPacks] = await Promise.all([
    getTranslations('Account'),
    getTranslations('Alerts'),
    getTranslations('Packs'),
  ])
  const [[profile, packs, pushSubscriptions, myPacks, packAlerts], draw, pushKey] =
    await Promise.all([
      withAccount((credentials, user) =>
        Promise.all([
          readProfile(credentials, user.id),
          readActivePacks(credentials, user.id),
          readPushSubscriptions(credentials, user.id).catch(() => []),
          // Packs that play themselves: nothing new from a backend without them.
          readMyPacks(credentials, user.id).catch(() => null),
          readPackAlertPreferences(credentials, user.id).catch(() => null),
        ]),
      ),
      // No draw on sale (between seasons) is a state of the week, not an error.
      getCurrentDrawOrNone(),
      readPushKey().catch(() => null),
    ])
  return (
    <>
      <section className={`card ${styles.section}`} aria-labelledby="overview-title">
        <div className={styles.headerRow}>
          <h1 id="overview-title" className={styles.panelTitle}>
            {t('overviewTitle')}
          </h1>
          <Link href="/mi-cuenta/editar-perfil" className="button button-outline">
            {t('editProfile')}
          </Link>
        </div>
        <dl className={styles.details}>
          <div>
            <dt>{t('nombre')}</dt>
            <dd>{`${profile.nombre} ${profile.apellido}`.trim()}</dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>{t('documento')}</dt>
            <dd>{profile.documento}</dd>
          </div>
          <div>
            <dt>{t('telefono')}</dt>
            <dd>{profile.telefono}</dd>
          </div>
        </dl>
      </section>
      <section className={`card ${styles.section}`} aria-labelledby="packs-title">
        <div className={styles.headerRow}>
          <h2 id="packs-title" className={styles.panelTitle}>
            {t('packsTitle')}
          </h2>
          <BuyOffer variant="compact">
            <Link href="/comprar-carton" className="button button-accent">
              {t('seeMore')}
            </Link>
          </BuyOffer>
        </div>
        {packs.length === 0 ? (
          <p className={styles.empty}>{t('noPacks')}</p>
        ) : (
          <PacksCarousel packs={packs} openDrawId={draw?.id ?? null} choices={myPacks ?? []} />
        )}
        {myPacks ? <EndedPacks packs={myPacks} /> : null}
      </section>
      <section className={`card ${styles.section}`} aria-labelledby="push-title">
        <h2 id="push-title" className={styles.panelTitle}>
          {tAlerts('pushTitle')}
        </h2>
        <PushSettings publicKey={pushKey} saved={pushSubscriptions} />
        {packAlerts ? (
          <>
            <h3 className={styles.panelTitle}>{tPacks('alertsTitle')}</h3>
            <PackAlertSwitches saved={packAlerts} />
          </>
        ) : null}
      </section>
    </>
  )
}
