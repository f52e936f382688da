import { ClientMessages } from '@/lib/i18n/client-messages'

/** Buying screens: the Buying messages and the card chooser's (elegir, canjear) on the client. */
export default function BuyingLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['Buying', 'CardChooser']}>{children}</ClientMessages>
}
