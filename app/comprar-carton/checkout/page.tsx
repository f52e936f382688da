import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PaymentMethods } from '@/components/buying/payment-methods'
import { PurchaseSummaryTable } from '@/components/buying/purchase-summary'
import { DemoNotice } from '@/components/shell/demo-notice'
import { accountMetadata } from '@/lib/account-metadata'
import { getConfig, getPacks, getPaymentMethods } from '@/lib/backend'
import { SalesClosed } from '@/components/draws/sales-closed'
import { onSale } from '@/lib/draws/week'
import { openWeek } from '@/lib/draws/open-week'
import { formatDate } from '@loteria/contract/format'
import { readProfile } from '@/lib/backend/account'
import { readReservation } from '@/lib/backend/buying'
import { readResponsiblePlay } from '@/lib/backend/responsible-play'
import { BuyingNotice } from '@/components/responsible-play/buying-notice'
import { limitReached } from '@/lib/responsible-play/buying-offer'
import { cardPriceOf } from '@/lib/buying/card-price'
import { purchaseSummary } from '@/lib/buying/summary'
import { withAccount } from '@/lib/session/account'
import { packParam } from '@/lib/validation/buying'
import styles from '@/components/buying/buying.module.css'
import { Lock } from 'lucide-react'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('checkout')
}

/** Pago de cartones: the held cards, what they cost, the player's billing data, how to pay. */
export default async function CheckoutPage({
  searchParams,
}: {
  searchParams: Promise<{ pack?: string | string[] }>
}) {
  const packId = packParam((await searchParams).pack)
  const t = await getTranslations('Buying')
  // The open draw, read fresh: the held cards are its cards, and the page names it.
  const [packs, methods, config, draw] = await Promise.all([
    getPacks(),
    getPaymentMethods(),
    getConfig(),
    openWeek(),
  ])
  const pack = packs.find((p) => p.id === packId)
  if (!pack) notFound()
  if (!onSale(draw)) {
    return (
      <div className="container page">
        <h1 className="page-title">{t('checkoutTitle')}</h1>
        <SalesClosed week={draw} />
      </div>
    )
  }
  const [reservation, profile, responsible] = await withAccount((credentials, user) =>
    Promise.all([
      readReservation(credentials, user.id),
      readProfile(credentials, user.id),
      readResponsiblePlay(credentials, user.id),
    ]),
  )
  const cards = reservation.cartones
  const summary = purchaseSummary(pack, cards.length, cardPriceOf(config))

  return (
    <div className="container page">
      <h1 className="page-title">{t('checkoutTitle')}</h1>
      <p className={styles.secure}>
        <Lock aria-hidden="true" focusable="false" size={18} /> {t('secure')}
      </p>
      <DemoNotice variant="checkout" />
      <BuyingNotice state={responsible} packs={[pack]} />
      {responsible.pausaHasta || limitReached(responsible, [pack]) ? null : cards.length === 0 ? (
        <section className="card">
          <p>{t('emptyReservation')}</p>
          <Link href={`/comprar-carton/elegir?pack=${pack.id}`} className="button">
            {t('backToChoose')}
          </Link>
        </section>
      ) : (
        <div className={styles.checkout}>
          <p className={styles.drawOfCards}>
            {t('drawOfCards', { sorteo: draw.identificador, fecha: formatDate(draw.fecha) })}
          </p>
          {/* First in the page: on a phone the player reads the total before any Pagar ahora. */}
          <PurchaseSummaryTable
            packLabel={pack.nombre}
            cards={cards.map((card) => card.numero)}
            summary={summary}
          />
          <div className={styles.checkoutMain}>
            <PaymentMethods
              packId={pack.id}
              clave={randomUUID()}
              total={summary.total}
              methods={methods.map((m) => ({
                codigo: m.codigo,
                nombre: m.nombre,
                descripcion: m.descripcion,
              }))}
            />
            <section className={`card ${styles.panel}`} aria-labelledby="billing-title">
              <h2 id="billing-title" className={styles.panelTitle}>
                {t('billingTitle')}
              </h2>
              <dl className={styles.facts}>
                <dt>{t('billingName')}</dt>
                <dd>{`${profile.nombre} ${profile.apellido}`.trim()}</dd>
                <dt>{t('billingDocument')}</dt>
                <dd>{profile.documento}</dd>
                <dt>{t('billingEmail')}</dt>
                <dd>{profile.email}</dd>
                <dt>{t('billingPhone')}</dt>
                <dd>{profile.telefono}</dd>
                <dt>{t('billingAddress')}</dt>
                <dd>{profile.direccionParticular}</dd>
              </dl>
            </section>
          </div>
        </div>
      )}
    </div>
  )
}
