import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PackCard } from '@/components/buying/pack-card'
import { accountMetadata } from '@/lib/account-metadata'
import { getConfig, getPacks } from '@/lib/backend'
import { SalesClosed } from '@/components/draws/sales-closed'
import { onSale as sells } from '@/lib/draws/week'
import { openWeek } from '@/lib/draws/open-week'
import { readPacksAwaitingCards } from '@/lib/backend/account'
import { readMyPacks } from '@/lib/backend/packs'
import { PackChoice } from '@/components/packs/pack-choice'
import { cardPriceOf } from '@/lib/buying/card-price'
import { packsInOrder } from '@/lib/buying/pack-value'
import { readResponsiblePlay } from '@/lib/backend/responsible-play'
import { BuyingNotice } from '@/components/responsible-play/buying-notice'
import { packsWithinReach } from '@/lib/responsible-play/buying-offer'
import { withAccount } from '@/lib/session/account'
import styles from '@/components/buying/buying.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('comprarCarton')
}

/** Comprar cartón: reminders of packs waiting for their cards, then the packs on sale. */
export default async function BuyPage() {
  const t = await getTranslations('Buying')
  const tLimits = await getTranslations('ResponsiblePlay')
  const [packs, config, draw, [pending, responsible, myPacks]] = await Promise.all([
    getPacks(),
    getConfig(),
    openWeek(),
    withAccount((credentials, user) =>
      Promise.all([
        readPacksAwaitingCards(credentials, user.id),
        readResponsiblePlay(credentials, user.id),
        // Each waiting pack's choice for the close; none from a backend without it.
        readMyPacks(credentials, user.id).catch(() => null),
      ]),
    ),
  ])
  // A pause offers nothing to buy or choose, a spend limit only what it leaves room for.
  if (!sells(draw)) {
    // Closed, live or no draw: nothing to buy or choose for it, and what comes next.
    return (
      <div className="container page">
        <h1 className="page-title">{t('buyTitle')}</h1>
        <SalesClosed week={draw} />
      </div>
    )
  }
  const paused = responsible.pausaHasta !== null
  const onSale = packsWithinReach(packs, responsible)
  const overLimit = packs.length - onSale.length
  const { ordered, best } = packsInOrder(onSale)
  return (
    <div className="container page">
      <h1 className="page-title">{t('buyTitle')}</h1>
      <BuyingNotice state={responsible} packs={packs} />
      {paused ? null : pending.length > 0 ? (
        <section className={`card ${styles.reminders}`} aria-labelledby="reminders-title">
          <h2 id="reminders-title" className={styles.panelTitle}>
            {t('remindersTitle')}
          </h2>
          <ul className={styles.reminderList}>
            {pending.map((pack) => {
              const choice = myPacks?.find((mine) => mine.id === pack.id)
              return (
                <li key={pack.id} className={styles.reminder}>
                  <span>{t('reminder', { cantidad: pack.cantidad, pack: pack.pack })}</span>
                  <Link href={`/canjear-premios/${draw.id}`} className="button button-accent">
                    {t('chooseNow')}
                  </Link>
                  {choice ? <PackChoice pack={choice} /> : null}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      {paused ? null : overLimit > 0 ? (
        <p className={styles.muted} data-testid="packs-fuera-del-limite">
          {tLimits('packsOverLimit', { count: overLimit })}
        </p>
      ) : null}
      {onSale.length > 0 ? <p className={styles.lead}>{t('buyLead')}</p> : null}
      {paused || overLimit > 0 ? null : packs.length === 0 ? (
        <p className={styles.muted}>{t('noPacksOnSale')}</p>
      ) : null}
      {onSale.length > 0 ? (
        <ul className={styles.packGrid} aria-label={t('packsLabel')}>
          {ordered.map((pack) => (
            <li key={pack.id}>
              <PackCard pack={pack} precioCarton={cardPriceOf(config)} best={pack === best} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
