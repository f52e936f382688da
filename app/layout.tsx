import type { Metadata, Viewport } from 'next'
import { getTranslations } from 'next-intl/server'
import { CookieConsent } from '@/components/shell/cookie-consent'
import { DemoNotice } from '@/components/shell/demo-notice'
import { Footer } from '@/components/shell/footer'
import { Header } from '@/components/shell/header'
import { RealityCheck } from '@/components/responsible-play/reality-check'
import { ScrollToTop } from '@/components/shell/scroll-to-top'
import { SiteServiceWorker } from '@/components/shell/service-worker'
import { SnackbarProvider } from '@/components/ui/snackbar'
import { CONSENT_HEAD_SCRIPT } from '@/lib/cookie-consent'
import { nunito } from '@/lib/fonts'
import { ClientMessages } from '@/lib/i18n/client-messages'
import { SITE_NAME } from '@/lib/site'
import './globals.css'

const CONSENT_NOSCRIPT_LINK = '<link rel="stylesheet" href="/api/cookies/estilo">'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata')
  return {
    metadataBase: new URL(process.env.SITE_URL || 'http://localhost:3000'),
    title: { template: `%s | ${SITE_NAME}`, default: SITE_NAME },
    description: t('defaultDescription'),
    applicationName: SITE_NAME,
    openGraph: { siteName: SITE_NAME, locale: 'es_PY', type: 'website' },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = {
  themeColor: '#0a3a8c',
  width: 'device-width',
  initialScale: 1,
}

/** The shell: no cookies or headers are read here, so public pages stay static. */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('Shell')
  return (
    <html lang="es" className={nunito.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />
        {/* Without JavaScript the head script cannot hide the banner of a visitor who answered it
            (by its form): this stylesheet, loaded only then, does (app/api/cookies/estilo). */}
        <noscript dangerouslySetInnerHTML={{ __html: CONSENT_NOSCRIPT_LINK }} />
      </head>
      <body>
        <ClientMessages>
          <SnackbarProvider>
            <a href="#contenido" className="skip-link">
              {t('skipToContent')}
            </a>
            {/* First in the HTML and the tab order, drawn at the bottom (cookie-consent.tsx). */}
            <CookieConsent />
            <ScrollToTop />
            <DemoNotice />
            <Header />
            <main id="contenido" tabIndex={-1}>
              {children}
            </main>
            <Footer />
            <RealityCheck />
            <SiteServiceWorker />
          </SnackbarProvider>
        </ClientMessages>
      </body>
    </html>
  )
}
