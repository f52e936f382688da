import { ClientMessages } from '@/lib/i18n/client-messages'

/** The live draw's messages on the client. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['Live']}>{children}</ClientMessages>
}
