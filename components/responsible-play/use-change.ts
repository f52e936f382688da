'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { mutate } from 'swr'
import { useTranslations } from 'next-intl'
import { useSnackbar } from '@/components/ui/snackbar'
import type { ActionResult } from '@/lib/actions/result'
import { RESPONSIBLE_PLAY_KEY } from '@/lib/swr/use-responsible-play'

/**
 * Runs a responsible-play action: its message in the snackbar and in the panel's live region,
 * then the page's server data again (the backend's state, at the backend's clock), and the
 * purchase offers' view of it, so no page offers a purchase the new pause or limit refuses.
 */
export function useChange() {
  const router = useRouter()
  const snackbar = useSnackbar()
  const tErrors = useTranslations('Errors')
  const [pending, setPending] = useState(false)
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null)

  const run = async (action: () => Promise<ActionResult>): Promise<boolean> => {
    setPending(true)
    let result: ActionResult
    try {
      result = await action()
    } catch {
      // The action's request itself failed: the server is away or restarting, not the input.
      result = { ok: false, message: tErrors('unavailable') }
    }
    setPending(false)
    setStatus({ ok: result.ok, message: result.message })
    if (result.ok) {
      snackbar.success(result.message)
      void mutate(RESPONSIBLE_PLAY_KEY)
    } else snackbar.error(result.message)
    if (result.redirectTo) window.location.assign(result.redirectTo)
    else if (result.ok) router.refresh()
    return result.ok
  }

  return { run, pending, status }
}
