import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardGallery } from '@/components/content/card-gallery'
import { getCommitments } from '@/lib/backend'
import { commitmentCard } from '@/lib/content/cards'
import { COMMITMENTS_PAGE_SIZE } from '@/lib/content/page-sizes'
import { pageMetadata } from '@/lib/metadata'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata('compromisoSocial', '/compromiso-social')
}

export default async function CommitmentsPage() {
  const [t, { items, total }] = await Promise.all([
    getTranslations('Gallery'),
    getCommitments(COMMITMENTS_PAGE_SIZE, 1),
  ])
  return (
    <div className="container page">
      <h1 className="page-title">{t('commitmentsTitle')}</h1>
      <p>{t('commitmentsLead')}</p>
      <CardGallery
        initial={items.map(commitmentCard)}
        total={total}
        pageSize={COMMITMENTS_PAGE_SIZE}
        endpoint="/api/compromisos"
      />
    </div>
  )
}
