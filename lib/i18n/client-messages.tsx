import { NextIntlClientProvider } from 'next-intl'
import messages from '@/messages/es.json'

// Client components get only the message namespaces they use: the whole catalogue would travel in
// every page's HTML (it did: 40 kB of an 86 kB /resultados page). The shell's namespaces are on
// every page; a layout or page adds the ones its client components need.

type Namespace = keyof typeof messages

const SHELL_NAMESPACES = [
  'Shell',
  // The account links are in the header's Mi Cuenta menu on every page.
  'AccountLinks',
  'CookieBanner',
  'CookiePreferences',
  'Snackbar',
  'Errors',
  'Unavailable',
  'Offline',
  'Carousel',
  'Gallery',
  'CardCheck',
  'CardQr',
  'Home',
  // The one countdown (components/ui/countdown.tsx): the home, the draw pages, the live page.
  'Countdown',
  'RealityCheck',
  // The win moment can come on any page, when a draw ends (components/alerts/draw-end-win.tsx).
  'WinMoment',
  // How a net amount comes from the prize: the win moment's and the prize notice's words.
  'PrizeNet',
  // Why a submit button is disabled, beside it (components/forms/submit-hint.tsx).
  'Forms',
  // Purchase offers as a paused player or one at a spend limit may take them (buy-offer.tsx).
  'BuyOffer',
] as const satisfies readonly Namespace[]

function pickMessages(namespaces: readonly Namespace[]) {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))
}

/** A client provider with the shell's namespaces plus `namespaces`. */
export function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly Namespace[]
  children: React.ReactNode
}) {
  return (
    <NextIntlClientProvider messages={pickMessages([...SHELL_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  )
}
