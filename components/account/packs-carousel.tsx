'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { Carousel } from '@/components/ui/carousel'
import { BuyOffer } from '@/components/responsible-play/buy-offer'
import { PackChoice } from '@/components/packs/pack-choice'
import type { MyPack, PackSubscription } from '@loteria/contract'
import styles from './packs-carousel.module.css'

/**
 * MIS PACKS ACTIVOS: 1 item below 740 px, 2 above (CSS), loops, no autoplay (docs/product.md §2).
 */
export function PacksCarousel({
  packs,
  openDrawId,
  choices = [],
}: {
  packs: PackSubscription[]
  /** Where a pack's next card is chosen: ELIGE TU CARTÓN for the open draw. */
  /** The draw on sale; null without one, when no card can be chosen. */
  openDrawId: number | null
  /** Each pack's choice for the close of sales; none from a backend without it. */
  choices?: MyPack[]
}) {
  const t = useTranslations('Account')
  return (
    <Carousel label={t('packsCarousel')} autoplayMs={null} slideClassName={styles.slide}>
      {packs.map((pack) => {
        const choice = choices.find((mine) => mine.id === pack.id)
        return (
          <article key={pack.id} className={styles.pack}>
            <p className={styles.remaining}>
              {t('packRemaining', { cantidad: pack.cantidad, pack: pack.pack })}
            </p>
            {pack.cartonesPendientes && openDrawId !== null ? (
              <BuyOffer variant="compact" pauseOnly>
                <Link href={`/canjear-premios/${openDrawId}`} className="button button-accent">
                  {t('chooseCards')}
                </Link>
              </BuyOffer>
            ) : (
              <Link
                href="/mi-cuenta/mis-cartones"
                className={`button button-outline ${styles.onDark}`}
              >
                {t('viewCards')}
              </Link>
            )}
            {choice ? <PackChoice pack={choice} /> : null}
          </article>
        )
      })}
    </Carousel>
  )
}
