import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PackBuyLink } from '@/components/buying/pack-buy-link'
import { PackCard } from '@/components/buying/pack-card'
import { DrawWatch } from '@/components/draws/draw-watch'
import { getConfig, getPacks } from '@/lib/backend'
import { BUY_PATH } from '@/lib/buying/buy-path'
import { cardPriceOf } from '@/lib/buying/card-price'
import { packsInOrder } from '@/lib/buying/pack-value'
import { onSale, weekDraw } from '@/lib/draws/week'
import { getCurrentDrawOrNone } from '@/lib/draws/current-draw'
import { renderedAt } from '@/lib/time/rendered-at'
import { SalesClosed } from '@/components/draws/sales-closed'
import { pageMetadata } from '@/lib/metadata'
import { loginPath } from '@/lib/safe-next'
import { formatDate } from '@loteria/contract/format'
import styles from '@/components/buying/buying.module.css'

// Revalidated with the draws: the packs and the draw they are for change when a draw ends.
export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('precios', '/precios')
}

/**
 * Precios: every pack and its price before any login, the cartón de la semana first,
 * for this week's draw; each Comprar leads through registration back to choosing that pack's cards.
 */
export default async function PricesPage() {
  const [t, tBuying, packs, config, current] = await Promise.all([
    getTranslations('Prices'),
    getTranslations('Buying'),
    getPacks(),
    getConfig(),
    getCurrentDrawOrNone(),
  ])
  const draw = current ? weekDraw(current, null, renderedAt()) : null
  const selling = onSale(draw)
  const { ordered, best } = packsInOrder(packs)
  return (
    <div className="container page">
      <h1 className="page-title">{t('title')}</h1>
      {/* An open Precios moves on with the week, as the home does. */}
      {draw ? <DrawWatch sorteoId={draw.id} cierre={draw.cierre} fase={draw.fase} /> : null}
      {selling ? (
        <>
          <p className={styles.lead}>
            {t('lead', { sorteo: draw.identificador, fecha: formatDate(draw.fecha) })}
          </p>
          {/* Visitors only: a logged-in player is never told to make an account (hidden by the
              session hint before any script runs). */}
          <p className={`${styles.muted} ${styles.visitorOnly}`}>
            {t('howTo')} {t('haveAccount')} <Link href={loginPath(BUY_PATH)}>{t('loginLink')}</Link>
          </p>
        </>
      ) : (
        <SalesClosed week={draw} />
      )}
      {ordered.length === 0 ? (
        <p className={styles.muted}>{tBuying('noPacksOnSale')}</p>
      ) : (
        <ul className={styles.packGrid} aria-label={tBuying('packsLabel')}>
          {ordered.map((pack) => (
            <li key={pack.id}>
              <PackCard
                pack={pack}
                precioCarton={cardPriceOf(config)}
                best={pack === best}
                action={
                  selling
                    ? (headingId) => (
                        <PackBuyLink
                          packId={pack.id}
                          packName={pack.nombre}
                          describedBy={headingId}
                        />
                      )
                    : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
