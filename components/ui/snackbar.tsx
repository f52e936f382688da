'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslations } from 'next-intl'
import { SNACKBAR_DURATION_MS } from '@/lib/site'
import styles from './snackbar.module.css'

type SnackbarKind = 'success' | 'error' | 'info'

interface SnackbarMessage {
  id: number
  kind: SnackbarKind
  text: string
}

type Show = (kind: SnackbarKind, text: string) => void

const SnackbarContext = createContext<Show | null>(null)

/** Success, error and info messages with a Cerrar button, 10 seconds each (docs/product.md §2). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null)
  const nextId = useRef(1)
  const show = useCallback<Show>((kind, text) => {
    setMessage({ id: nextId.current++, kind, text })
  }, [])

  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage(null), SNACKBAR_DURATION_MS)
    return () => clearTimeout(timer)
  }, [message])

  return (
    <SnackbarContext.Provider value={show}>
      {children}
      <SnackbarView message={message} onClose={() => setMessage(null)} />
    </SnackbarContext.Provider>
  )
}

function SnackbarView({
  message,
  onClose,
}: {
  message: SnackbarMessage | null
  onClose: () => void
}) {
  const t = useTranslations('Snackbar')
  // Two live regions, always in the DOM, so screen readers announce each new message.
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" className={styles.live}>
        {message && message.kind !== 'error' ? (
          <div
            key={message.id}
            className={`${styles.snackbar} ${styles[message.kind]}`}
            data-kind={message.kind}
          >
            <span className={styles.text}>{message.text}</span>
            <button type="button" className={styles.close} onClick={onClose}>
              {t('close')}
            </button>
          </div>
        ) : null}
      </div>
      <div role="alert" aria-live="assertive" className={styles.live}>
        {message && message.kind === 'error' ? (
          <div key={message.id} className={`${styles.snackbar} ${styles.error}`} data-kind="error">
            <span className={styles.text}>{message.text}</span>
            <button type="button" className={styles.close} onClick={onClose}>
              {t('close')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  )
}

export function useSnackbar() {
  const show = useContext(SnackbarContext)
  if (!show) throw new Error('useSnackbar must be used inside <SnackbarProvider>')
  return useMemo(
    () => ({
      success: (text: string) => show('success', text),
      error: (text: string) => show('error', text),
      info: (text: string) => show('info', text),
    }),
    [show],
  )
}
