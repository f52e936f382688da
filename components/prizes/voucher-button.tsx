'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { useSnackbar } from '@/components/ui/snackbar'

/**
 * Descargar comprobante: fetched through the site (the backend's file needs the player's
 * session), then handed to the browser as a download; 'No se encontró el comprobante' otherwise.
 */
export function VoucherButton({
  sorteoId,
  numeroCarton,
}: {
  sorteoId: number
  numeroCarton: string
}) {
  const t = useTranslations('Prizes')
  const snackbar = useSnackbar()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
    try {
      const response = await fetch(
        `/api/comprobante/${sorteoId}?carton=${encodeURIComponent(numeroCarton)}`,
      )
      if (response.status === 401) {
        router.push('/login')
        return
      }
      if (!response.ok) {
        snackbar.error(t('voucherMissing'))
        return
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        `comprobante-${numeroCarton}`
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      // Let the browser start the download before the blob goes.
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      snackbar.error(t('voucherMissing'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="button button-outline"
      aria-busy={busy}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? t('descargando') : t('descargar')}
    </button>
  )
}
