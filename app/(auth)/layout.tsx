import { ClientMessages } from '@/lib/i18n/client-messages'

/** Login, registration and password pages: their forms' messages on the client. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={['Auth', 'Register', 'Validation', 'CityField']}>
      {children}
    </ClientMessages>
  )
}
