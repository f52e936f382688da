'use client'

import { useCallback } from 'react'
import { useSnackbar } from '@/components/ui/snackbar'

/**
 * What an account screen does with a failed action: the Spanish message in the snackbar, and the
 * place the action names (e.g. /login once the session is gone) as a full page load.
 */
export function useActionFailure() {
  const snackbar = useSnackbar()
  return useCallback(
    (result: { message: string; redirectTo?: string }) => {
      if (result.message) snackbar.error(result.message)
      if (result.redirectTo) window.location.assign(result.redirectTo)
    },
    [snackbar],
  )
}
