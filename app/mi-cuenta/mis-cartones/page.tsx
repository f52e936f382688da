import type { Metadata } from 'next'
import Link from 'next/link'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { getTranslations } from 'next-intl/server'
import { MyCards } from '@/components/buying/my-cards'
import { accountMetadata } from '@/lib/account-metadata'
import { readMyCards } from '@/lib/backend/buying'
import { readMyPacks } from '@/lib/backend/packs'
import { MyPacks } from '@/components/packs/my-packs'
import { withAccount } from '@/lib/session/account'
import styles from '@/components/account/account-shell.module.css'
import packStyles from '@/components/packs/packs.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('misCartones')
}

/**
 * MIS CARTONES: the player's packs and their choice for the close (none from a backend
 * without them), then the cards by draw date, newest first.
 */
export default async function MyCardsPage() {
  const [t, tPacks] = await Promise.all([getTranslations('Buying'), getTranslations('Packs')])
  const [groups, packs] = await withAccount((credentials, user) =>
    Promise.all([
      readMyCards(credentials, user.id),
      readMyPacks(credentials, user.id).catch(() => null),
    ]),
  )
  const newestFirst = [...groups].sort(
    (a, b) => new Date(b.fechaSorteo).getTime() - new Date(a.fechaSorteo).getTime(),
  )
  return (
    <section className="card" aria-labelledby="my-cards-title">
      <h1 id="my-cards-title" className={styles.panelTitle}>
        {t('myCardsTitle')}
      </h1>
      {packs && packs.length > 0 ? (
        <section aria-labelledby="my-packs-title">
          <h2 id="my-packs-title" className={packStyles.sectionTitle}>
            {tPacks('myPacksTitle')}
          </h2>
          <MyPacks packs={packs} />
        </section>
      ) : null}
      {newestFirst.length === 0 ? (
        <>
          <p className={styles.empty}>{t('noCards')}</p>
          <BuyOffer>
            <Link href="/comprar-carton" className="button button-accent">
              {t('buyCards')}
            </Link>
          </BuyOffer>
        </>
      ) : (
        <MyCards groups={newestFirst} />
      )}
    </section>
  )
}
