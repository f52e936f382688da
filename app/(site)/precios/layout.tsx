import { ClientMessages } from '@/lib/i18n/client-messages'

/** The packs' Comprar buttons' messages on the client. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['Prices']}>{children}</ClientMessages>
}
