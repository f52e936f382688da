import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { getPreviousDraws } from '@/lib/backend'
import { drawOptions } from '@/lib/draws/options'
import { pageMetadata } from '@/lib/metadata'

// /verificar?carton=N&sorteo=S: where a cartón's QR code leads (lib/card-qr/content.ts). The page
// is static, like the card check's other pages; the form reads the query in the browser and shows
// the result through /api/consulta. Not for search engines: every address is one card.

export const revalidate = 60

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await pageMetadata('verificar', '/verificar')),
    robots: { index: false, follow: true },
  }
}

export default async function VerifyPage() {
  const [t, draws] = await Promise.all([getTranslations('CardQr'), getPreviousDraws()])
  return (
    <div className="container page">
      <CardCheckForm draws={await drawOptions(draws)} headingLevel="h1" checkFromAddress />
      <p>{t('verifyLead')}</p>
    </div>
  )
}
