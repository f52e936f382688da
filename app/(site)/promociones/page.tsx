import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardGallery } from '@/components/content/card-gallery'
import { getPromotions } from '@/lib/backend'
import { promotionCard } from '@/lib/content/cards'
import { PROMOTIONS_PAGE_SIZE } from '@/lib/content/page-sizes'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('promociones', '/promociones')
}

export default async function PromotionsPage() {
  const [t, { items, total }] = await Promise.all([
    getTranslations('Gallery'),
    getPromotions(PROMOTIONS_PAGE_SIZE, 1),
  ])
  return (
    <div className="container page">
      <h1 className="page-title">{t('promotionsTitle')}</h1>
      <CardGallery
        initial={items.map(promotionCard)}
        total={total}
        pageSize={PROMOTIONS_PAGE_SIZE}
        endpoint="/api/promociones"
      />
    </div>
  )
}
