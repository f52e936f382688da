import { ClientMessages } from '@/lib/i18n/client-messages'

/** Buying screens: the Buying messages and the card chooser's (elegir, canjear) on the client;
 * Packs for the choice of a pack waiting for its card. */
export default function BuyingLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['Buying', 'CardChooser', 'Packs']}>{children}</ClientMessages>
}
