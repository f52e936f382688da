import type { Metadata } from 'next'
import { ServiceUnavailable } from '@/components/shell/service-unavailable'

// What middleware.ts shows, with status 503, instead of an account page while the backend is down.

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false } }

export default function ServiceUnavailablePage() {
  return <ServiceUnavailable />
}
