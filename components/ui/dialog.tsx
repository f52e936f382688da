'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './dialog.module.css'
import { X } from 'lucide-react'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  closeLabel: string
  /** CSS width on wide screens, e.g. '600px' or '60vw'; full width on a phone. */
  width?: string
  className?: string
}

/**
 * A modal on the native <dialog>: focus moves in and is trapped by the browser, Escape closes,
 * focus returns to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel,
  width,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${className ?? ''}`}
      style={width ? ({ '--dialog-width': width } as React.CSSProperties) : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <X aria-hidden="true" focusable="false" size={22} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  )
}
