'use client'

import { useEffect } from 'react'
import { ServiceUnavailable } from '@/components/shell/service-unavailable'

/**
 * A page that could not load its data: the Spanish unavailable message with a retry. The error
 * boundary of every segment that loads data (app/error.tsx, app/mi-cuenta/error.tsx, …).
 */
export function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ServiceUnavailable onRetry={reset} />
}
