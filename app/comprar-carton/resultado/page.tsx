import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { CardQrList } from '@/components/card-qr/card-qr-list'
import { accountMetadata } from '@/lib/account-metadata'
import { NotFoundError } from '@/lib/backend'
import { readPurchase } from '@/lib/backend/buying'
import type { Purchase } from '@loteria/contract'
import { formatDate, formatGs } from '@loteria/contract/format'
import { withAccount } from '@/lib/session/account'
import { idSchema } from '@/lib/validation/buying'
import styles from '@/components/buying/buying.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('resultadoCompra')
}

const TITLES = {
  APROBADA: 'approvedTitle',
  RECHAZADA: 'rejectedTitle',
  CANCELADA: 'cancelledTitle',
  PENDIENTE: 'pendingTitle',
} as const

/**
 * Where the payment provider sends the player back. It only reads the purchase, so reloading it
 * never charges again.
 */
export default async function PurchaseResultPage({
  searchParams,
}: {
  searchParams: Promise<{ compra?: string | string[] }>
}) {
  const raw = (await searchParams).compra
  const id = idSchema.safeParse(Array.isArray(raw) ? raw[0] : raw)
  if (!id.success) notFound()
  const t = await getTranslations('Buying')
  let purchase: Purchase
  try {
    purchase = await withAccount((credentials, user) => readPurchase(credentials, user.id, id.data))
  } catch (error) {
    if (error instanceof NotFoundError) notFound()
    throw error
  }
  const approved = purchase.estado === 'APROBADA'
  return (
    <div className="container page">
      <h1 className="page-title">{t('resultTitle')}</h1>
      <section
        className={`card ${styles.result} ${approved ? styles.resultOk : styles.resultKo}`}
        aria-labelledby="result-state"
      >
        <h2 id="result-state" className={styles.panelTitle}>
          {t(TITLES[purchase.estado])}
        </h2>
        <p>
          {t('purchaseDetail', {
            pack: purchase.packNombre,
            medio: purchase.medioPagoNombre,
            monto: formatGs(purchase.monto),
          })}
        </p>
        {approved ? (
          <>
            <p>
              {t('approvedText', {
                cantidad: purchase.cantidadCartones,
                fecha: formatDate(purchase.fechaSorteo),
              })}
            </p>
            {purchase.sorteos > 1 ? (
              <p data-testid="como-juega-el-pack">
                {t('approvedPackText', {
                  pack: purchase.packNombre,
                  sorteos: purchase.sorteos,
                  siguientes: purchase.sorteos - 1,
                })}
              </p>
            ) : null}
            <h3 className={styles.subTitle}>{t('boughtCards')}</h3>
            <ul className={styles.summaryCards}>
              {purchase.cartones.map((card) => (
                <li key={card.id} className={styles.number}>
                  {card.numero}
                </li>
              ))}
            </ul>
            {purchase.sorteoId ? (
              <CardQrList
                numeros={purchase.cartones.map((c) => c.numero)}
                sorteo={purchase.sorteoId}
              />
            ) : null}
            <Link href="/mi-cuenta/mis-cartones" className="button">
              {t('goToMyCards')}
            </Link>
          </>
        ) : purchase.estado === 'PENDIENTE' ? (
          <>
            <p>{t('pendingText')}</p>
            <Link href={`/comprar-carton/resultado?compra=${purchase.id}`} className="button">
              {t('refresh')}
            </Link>
          </>
        ) : (
          <>
            {purchase.mensaje ? <p>{purchase.mensaje}</p> : null}
            <Link href="/comprar-carton" className="button">
              {t('retry')}
            </Link>
          </>
        )}
      </section>
    </div>
  )
}
