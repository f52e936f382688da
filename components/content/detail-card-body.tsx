'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { isVectorImage } from '@/lib/images'
import type { DetailCard } from '@/lib/content/cards'
import styles from './card-gallery.module.css'

/** The inside of a card's detail dialog: image, cleaned HTML, document and more-info links. */
export function DetailCardBody({ card }: { card: DetailCard }) {
  const t = useTranslations('Gallery')
  const external = card.moreInfo && /^https?:/.test(card.moreInfo)
  return (
    <div className={styles.detail}>
      {card.image ? (
        <Image
          src={card.image}
          alt=""
          width={800}
          height={500}
          sizes="640px"
          className={styles.image}
          unoptimized={isVectorImage(card.image)}
        />
      ) : null}
      <div dangerouslySetInnerHTML={{ __html: card.html }} />
      {card.document || card.moreInfo ? (
        <p className={styles.links}>
          {card.document ? (
            <a href={card.document} className="button button-outline" download>
              {t('download')}
            </a>
          ) : null}
          {card.moreInfo ? (
            <a
              href={card.moreInfo}
              className="button"
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {t('moreInfo')}
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
