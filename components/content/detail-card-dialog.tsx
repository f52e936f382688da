'use client'

import { useTranslations } from 'next-intl'
import { ContentImage } from '@/components/ui/content-image'
import { Dialog } from '@/components/ui/dialog'
import type { DetailCard } from '@/lib/content/cards'
import styles from './card-gallery.module.css'

/**
 * A card's detail (galleries and the home showcases): its image, cleaned HTML, document and
 * more-info links, in a dialog that is open while there is a card.
 */
export function DetailCardDialog({
  card,
  onClose,
}: {
  card: DetailCard | null
  onClose: () => void
}) {
  const t = useTranslations('Gallery')
  return (
    <Dialog
      open={card !== null}
      onClose={onClose}
      title={card?.title ?? ''}
      closeLabel={t('close')}
      width="640px"
    >
      {card ? <DetailCardBody card={card} /> : null}
    </Dialog>
  )
}

function DetailCardBody({ card }: { card: DetailCard }) {
  const t = useTranslations('Gallery')
  const external = card.moreInfo && /^https?:/.test(card.moreInfo)
  return (
    <div className={styles.detail}>
      <ContentImage
        src={card.image}
        width={800}
        height={500}
        sizes="640px"
        className={styles.image}
      />
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
