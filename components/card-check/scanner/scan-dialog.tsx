'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/ui/dialog'
import { cameraFailure, openRearCamera, stopCamera, type CameraFailure } from '@/lib/card-qr/camera'
import { readCardQr, type CardRef } from '@/lib/card-qr/content'
import { createQrDetector } from '@/lib/card-qr/detector'
import { useFocusLoop } from './use-focus-loop'
import styles from './scan-dialog.module.css'

export type ScanFailure = CameraFailure | 'noDetector'

/** Frames per second the decoder looks at: enough to feel instant, light on a cheap phone. */
const SCAN_INTERVAL_MS = 200

/**
 * The camera view of "Escanear cartón": reads QR codes until one of ours appears, then hands its
 * card and draw to the form. A code that is not ours is said in the dialog and scanning goes on.
 * Loaded by ScanButton only when the player asks for it.
 */
export function ScanDialog({
  onRead,
  onFail,
  onClose,
}: {
  onRead: (card: CardRef) => void
  onFail: (failure: ScanFailure) => void
  onClose: () => void
}) {
  const t = useTranslations('CardQr')
  const video = useRef<HTMLVideoElement>(null)
  const help = useRef<HTMLParagraphElement>(null)
  useFocusLoop(help)
  const [status, setStatus] = useState<'starting' | 'scanning' | 'foreign' | 'invalid'>('starting')
  // The latest callbacks, without restarting the camera when the form re-renders.
  const handlers = useRef({ onRead, onFail })
  useEffect(() => {
    handlers.current = { onRead, onFail }
  })

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined

    const start = async () => {
      const detector = createQrDetector().catch(() => null)
      try {
        stream = await openRearCamera()
      } catch (error) {
        if (!stopped) handlers.current.onFail(cameraFailure(error))
        return
      }
      const reader = await detector
      if (stopped) return stopCamera(stream)
      if (!reader) return handlers.current.onFail('noDetector')
      const view = video.current
      if (!view) return
      view.srcObject = stream
      await view.play().catch(() => undefined)
      setStatus('scanning')

      const scan = async () => {
        if (stopped) return
        if (view.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const texts = await reader.detect(view).catch(() => [])
          for (const text of texts) {
            const reading = readCardQr(text, window.location.host)
            if (stopped) return
            if (reading.ok) {
              stopped = true
              stopCamera(stream)
              handlers.current.onRead(reading.card)
              return
            }
            setStatus(reading.reason)
          }
        }
        timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS)
      }
      void scan()
    }
    void start()

    return () => {
      stopped = true
      clearTimeout(timer)
      stopCamera(stream)
    }
  }, [])

  const messages = {
    starting: t('starting'),
    scanning: t('scanning'),
    foreign: t('foreign'),
    invalid: t('invalidQr'),
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('scanTitle')}
      closeLabel={t('close')}
      className={styles.dialog}
    >
      <p ref={help} className={styles.help}>
        {t('scanHelp')}
      </p>
      <div className={styles.viewfinder}>
        <video
          ref={video}
          className={styles.video}
          muted
          playsInline
          aria-label={t('videoLabel')}
        />
        <span className={styles.frame} aria-hidden="true" />
      </div>
      <p
        className={status === 'foreign' || status === 'invalid' ? styles.problem : styles.status}
        role="status"
        aria-live="polite"
        data-scan-status={status}
      >
        {messages[status]}
      </p>
      <button type="button" className="button button-outline" onClick={onClose}>
        {t('typeInstead')}
      </button>
    </Dialog>
  )
}
