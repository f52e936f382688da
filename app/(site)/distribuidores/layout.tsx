import { ClientMessages } from '@/lib/i18n/client-messages'

/** The distributors' directory messages on the client. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['Distributors', 'DistributorDirectory']}>
      {children}
    </ClientMessages>
  )
}
