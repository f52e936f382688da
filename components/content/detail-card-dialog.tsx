'use client'

import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/ui/dialog'
import type { DetailCard } from '@/lib/content/cards'
import { DetailCardImage } from './detail-card-image'
import styles from './card-gallery.module.css'

interface Props {
  /** The card the player opened; null while the dialog is closed. */
  card: DetailCard | null
  onClose: () => void
}

/**
 * A card's detail (galleries and the home showcases): its image, cleaned HTML, document and
 * more-info links.
 */
export function DetailCardDialog({ card, onClose }: Props) {
  const t = useTranslations('Gallery')
  return (
    <Dialog
      open={Boolean(card)}
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
      <DetailCardImage src={card.image} sizes="640px" />
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
