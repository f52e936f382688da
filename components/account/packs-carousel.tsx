'use client'

import Link from 'next/link'
import useEmblaCarousel from 'embla-carousel-react'
import { useTranslations } from 'next-intl'
import type { PackSubscription } from '@/lib/backend/schemas/account'
import styles from './packs-carousel.module.css'

/** MIS PACKS ACTIVOS: 1 item below 740 px, 2 above (CSS), loops, no autoplay (SPEC section 2). */
export function PacksCarousel({ packs }: { packs: PackSubscription[] }) {
  const t = useTranslations('Account')
  const [viewport, embla] = useEmblaCarousel({ loop: packs.length > 1, align: 'start' })
  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carrusel"
      aria-label={t('packsCarousel')}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {packs.map((pack, index) => (
            <div
              key={pack.id}
              className={styles.slide}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={t('packSlide', { index: index + 1, total: packs.length })}
            >
              <article className={styles.pack}>
                <p className={styles.remaining}>
                  {t('packRemaining', { cantidad: pack.cantidad, pack: pack.pack })}
                </p>
                {pack.cartonesPendientes ? (
                  <Link href="/comprar-carton" className="button button-accent">
                    {t('chooseCards')}
                  </Link>
                ) : (
                  <Link href="/mi-cuenta/mis-cartones" className="button button-outline">
                    {t('viewCards')}
                  </Link>
                )}
              </article>
            </div>
          ))}
        </div>
      </div>
      {packs.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollPrev()}
            aria-label={t('previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollNext()}
            aria-label={t('next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
