'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { formatMegabytes } from '@loteria/contract/format'
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/validation/account'
import styles from './verification-form.module.css'

/**
 * One document of the identity upload: a large tap target (the whole box is the file input's
 * label), the size limit said before choosing, a preview of the chosen photo and a remove action.
 * The real <input type="file"> stays in the tab order (visually hidden), so Enter or Space opens
 * the system picker and the focus ring is drawn on the box.
 */
export function ImagePicker({
  label,
  file,
  error,
  onChoose,
  onRemove,
}: {
  label: string
  file: File | undefined
  error: string | undefined
  onChoose: (file: File) => void
  onRemove: () => void
}) {
  const t = useTranslations('VerificationUpload')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)

  useEffect(() => {
    if (!file) return
    const url = URL.createObjectURL(file)
    // The preview follows the chosen file; the object URL is released with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview(url)
    return () => {
      URL.revokeObjectURL(url)
      setPreview(null)
    }
  }, [file])

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const limit = t('limit', { mb: formatMegabytes(MAX_IMAGE_BYTES) })

  return (
    <div className={styles.slot} data-invalid={error ? true : undefined}>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      {file && preview ? (
        <figure className={styles.preview}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset */}
          <img src={preview} alt={t('preview', { label })} />
          <figcaption className={styles.fileName}>
            <span>{file.name}</span>{' '}
            <span className={styles.nowrap}>
              {t('fileSize', { mb: formatMegabytes(file.size) })}
            </span>
          </figcaption>
        </figure>
      ) : null}
      <label
        htmlFor={id}
        className={file ? styles.changeTarget : styles.target}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          const dropped = event.dataTransfer.files[0]
          if (dropped) onChoose(dropped)
        }}
      >
        <span aria-hidden="true" className={styles.targetIcon}>
          +
        </span>
        <span className={styles.targetText}>{file ? t('change') : t('choose')}</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            // Cleared so that choosing the same file again (after removing it) fires a change.
            event.target.value = ''
            if (chosen) onChoose(chosen)
          }}
        />
      </label>
      <p id={hintId} className={styles.hint}>
        {limit}
      </p>
      {file ? (
        <button
          type="button"
          className={`button button-outline ${styles.remove}`}
          onClick={() => {
            onRemove()
            // Keyboard users land back on the picker of the document they just cleared.
            input.current?.focus()
          }}
        >
          {t('remove', { label })}
        </button>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
