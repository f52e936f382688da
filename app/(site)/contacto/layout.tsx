import { ClientMessages } from '@/lib/i18n/client-messages'

/** The contact form's messages on the client. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['Contact', 'Validation', 'Auth']}>{children}</ClientMessages>
}
