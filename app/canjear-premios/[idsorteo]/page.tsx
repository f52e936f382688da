import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ExchangeChooser } from '@/components/buying/exchange-chooser'
import { accountMetadata } from '@/lib/account-metadata'
import { SalesClosed } from '@/components/draws/sales-closed'
import { onSale } from '@/lib/draws/week'
import { openWeek } from '@/lib/draws/open-week'
import { readPacksAwaitingCards } from '@/lib/backend/account'
import { readRandomTickets } from '@/lib/backend/buying'
import { readMyPrizes } from '@/lib/backend/prizes'
import { readResponsiblePlay } from '@/lib/backend/responsible-play'
import { BuyingNotice } from '@/components/responsible-play/buying-notice'
import { formatDate } from '@loteria/contract/format'
import { withAccount } from '@/lib/session/account'
import { idSchema, TICKETS_PER_PAGE } from '@/lib/validation/buying'
import styles from '@/components/buying/buying.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('canjearPremios')
}

/** ELEGÍ TU CARTÓN: the card of a pack's next draw (or of a prize exchanged for a card). */
export default async function ExchangePage({ params }: { params: Promise<{ idsorteo: string }> }) {
  const id = idSchema.safeParse((await params).idsorteo)
  if (!id.success) notFound()
  const t = await getTranslations('Buying')
  const draw = await openWeek()
  if (!onSale(draw)) {
    // Closed, live or no draw on sale: no card of it can be chosen now.
    return (
      <div className="container page">
        <h1 className="page-title">{t('exchangeTitle')}</h1>
        <SalesClosed week={draw} />
      </div>
    )
  }
  const fecha = formatDate(draw.fecha)
  if (draw.id !== id.data) {
    return (
      <div className="container page">
        <h1 className="page-title">{t('exchangeTitle')}</h1>
        <section className="card">
          <p>{t('drawClosed')}</p>
          <Link href={`/canjear-premios/${draw.id}`} className="button">
            {t('goToCurrentDraw')}
          </Link>
        </section>
      </div>
    )
  }
  const [tickets, pending, prizeGroups, responsible] = await withAccount((credentials, user) =>
    Promise.all([
      readRandomTickets(credentials, draw.id, TICKETS_PER_PAGE),
      readPacksAwaitingCards(credentials, user.id),
      readMyPrizes(credentials, user.id),
      readResponsiblePlay(credentials, user.id),
    ]),
  )
  const prizesToExchange = prizeGroups
    .flatMap((group) => group.premios)
    .filter((prize) => prize.canjear && prize.estado === 'PENDIENTE').length
  const tPrizes = await getTranslations('Prizes')
  return (
    <div className="container page">
      <h1 className="page-title">{t('exchangeTitle')}</h1>
      <p>{t('exchangeLead', { fecha })}</p>
      {prizesToExchange > 0 ? (
        <p className={styles.notice}>
          {/* The backend gives a pack's card first (docs/contract.md): with a pack waiting, the
              count stays until the pack has its cards ("still Tenés 2 premios"). */}
          {tPrizes(pending.length > 0 ? 'exchangePrizesAfterPacks' : 'exchangePrizes', {
            count: prizesToExchange,
          })}
        </p>
      ) : null}
      {pending.length > 0 ? (
        <ul className={styles.reminderList}>
          {pending.map((pack) => (
            <li key={pack.id} className={styles.packLabel}>
              {t('packLabel', { cantidad: pack.cantidad, pack: pack.pack })}
            </li>
          ))}
        </ul>
      ) : prizesToExchange === 0 ? (
        <p className={styles.notice}>{t('exchangeNothingPending')}</p>
      ) : null}
      {responsible.pausaHasta ? (
        <BuyingNotice state={responsible} packs={[]} />
      ) : (
        // Rendered even with nothing left to choose: the refresh after the last Confirmar must
        // not take its confirmation away with the chooser.
        <ExchangeChooser
          sorteoId={draw.id}
          fecha={fecha}
          packs={pending.map((pack) => pack.pack)}
          initialTickets={tickets}
          nothingLeft={pending.length === 0 && prizesToExchange === 0}
        />
      )}
    </div>
  )
}
