'use client'

import { useRef, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { useTranslations } from 'next-intl'
import { ScanLine } from 'lucide-react'
import type { CardRef } from '@/lib/card-qr/content'
import type { ScanDialog, ScanFailure } from './scanner/scan-dialog'

type ScanDialogComponent = ComponentType<Parameters<typeof ScanDialog>[0]>

/**
 * "Escanear cartón": loads the camera scanner (and, in browsers without a BarcodeDetector, its
 * WebAssembly decoder) only when pressed, so the card check's pages carry none of it.
 */
export function ScanButton({
  onRead,
  onProblem,
  className,
}: {
  onRead: (card: CardRef) => void
  /** A sentence for the form's status line: why scanning is not possible here. */
  onProblem: (message: string) => void
  className?: string
}) {
  const t = useTranslations('CardQr')
  const [Scanner, setScanner] = useState<ScanDialogComponent | null>(null)
  const [loading, setLoading] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const open = async () => {
    if (loading) return
    onProblem('')
    setLoading(true)
    try {
      const { ScanDialog } = await import('./scanner/scan-dialog')
      setScanner(() => ScanDialog)
    } catch {
      onProblem(t('failure.unavailable'))
    } finally {
      setLoading(false)
    }
  }

  // The dialog leaves the page when it closes: focus goes back to this button by hand.
  const close = () => {
    setScanner(null)
    button.current?.focus()
  }
  const fail = (failure: ScanFailure) => {
    close()
    onProblem(t(`failure.${failure}`))
  }

  return (
    <>
      <button
        type="button"
        className={`button ${className ?? ''}`}
        ref={button}
        onClick={() => void open()}
        aria-busy={loading}
        aria-haspopup="dialog"
      >
        <ScanLine aria-hidden="true" focusable="false" size={20} />
        {t('scanButton')}
      </button>
      {/* Outside the form in the document too: the dialog is no part of it. */}
      {Scanner
        ? createPortal(
            <Scanner
              onRead={(card) => {
                close()
                onRead(card)
              }}
              onFail={fail}
              onClose={close}
            />,
            document.body,
          )
        : null}
    </>
  )
}
