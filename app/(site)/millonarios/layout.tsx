import { ClientMessages } from '@/lib/i18n/client-messages'

/** Millionaires' cards and dialog: their messages on the client. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['Winners']}>{children}</ClientMessages>
}
