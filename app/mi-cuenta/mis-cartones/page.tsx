import type { Metadata } from 'next'
import Link from 'next/link'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { getTranslations } from 'next-intl/server'
import { MyCards } from '@/components/buying/my-cards'
import { accountMetadata } from '@/lib/account-metadata'
import { fetchMyCards } from '@/lib/backend/buying'
import { withAccount } from '@/lib/session/account'
import styles from '@/components/account/account-shell.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('misCartones')
}

/** MIS CARTONES: the player's cards by draw date, newest first. */
export default async function MyCardsPage() {
  const t = await getTranslations('Buying')
  const groups = await withAccount((credentials, user) => fetchMyCards(credentials, user.id))
  const newestFirst = [...groups].sort(
    (a, b) => new Date(b.fechaSorteo).getTime() - new Date(a.fechaSorteo).getTime(),
  )
  return (
    <section className="card" aria-labelledby="my-cards-title">
      <h1 id="my-cards-title" className={styles.panelTitle}>
        {t('myCardsTitle')}
      </h1>
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
