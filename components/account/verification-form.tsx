'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { SelectField } from '@/components/forms/field'
import { useSnackbar } from '@/components/ui/snackbar'
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/validation/account'
import formStyles from '@/components/forms/form.module.css'
import styles from './verification-form.module.css'
import shell from './account-shell.module.css'

const SLOTS = ['frente', 'dorso', 'selfie'] as const
type Slot = (typeof SLOTS)[number]

const answerSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  redirectTo: z.string().optional(),
})

/** Nationality and three images (front, back, selfie), each previewed, removable, at most 25 MB. */
export function VerificationForm({ countries }: { countries: { value: string; label: string }[] }) {
  const t = useTranslations('Account')
  const tv = useTranslations('Validation')
  const tErrors = useTranslations('Errors')
  const snackbar = useSnackbar()
  const router = useRouter()
  const [country, setCountry] = useState(countries[0]?.value ?? '')
  const [files, setFiles] = useState<Partial<Record<Slot, File>>>({})
  const [errors, setErrors] = useState<Partial<Record<Slot | 'codigoPais', string>>>({})
  const [sending, setSending] = useState(false)

  const choose = (slot: Slot, file: File | undefined) => {
    if (!file) return
    const valid =
      (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_IMAGE_BYTES
    setErrors((e) => ({ ...e, [slot]: valid ? undefined : tv('imagen') }))
    setFiles((f) => ({ ...f, [slot]: valid ? file : undefined }))
  }
  const remove = (slot: Slot) => {
    setFiles((f) => ({ ...f, [slot]: undefined }))
    setErrors((e) => ({ ...e, [slot]: undefined }))
  }

  const complete = Boolean(country) && SLOTS.every((slot) => files[slot])

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!complete) return
    setSending(true)
    const body = new FormData()
    body.set('codigoPais', country)
    for (const slot of SLOTS) body.set(slot, files[slot]!)
    try {
      const response = await fetch('/api/verificacion', { method: 'POST', body })
      const answer = answerSchema.parse(await response.json())
      if (answer.ok) {
        snackbar.success(answer.message)
        router.push(answer.redirectTo ?? '/mi-cuenta/solicitar-verificacion')
        router.refresh()
        return
      }
      snackbar.error(answer.message)
      if (answer.redirectTo) router.push(answer.redirectTo)
    } catch {
      snackbar.error(tErrors('unavailable'))
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="card" aria-labelledby="verify-title">
      <h1 id="verify-title" className={shell.panelTitle}>
        {t('verifyFormTitle')}
      </h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <SelectField
          label={t('nacionalidadLabel')}
          options={countries}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          error={country ? undefined : tv('pais')}
        />
        <div className={styles.slots}>
          {SLOTS.map((slot) => (
            <ImagePicker
              key={slot}
              label={t(slot)}
              file={files[slot]}
              error={errors[slot]}
              onChoose={(file) => choose(slot, file)}
              onRemove={() => remove(slot)}
            />
          ))}
        </div>
        <p className={shell.note}>{t('processingNote')}</p>
        <button type="submit" className="button" disabled={!complete || sending}>
          {sending ? t('saving') : t('send')}
        </button>
      </form>
    </section>
  )
}

function ImagePicker({
  label,
  file,
  error,
  onChoose,
  onRemove,
}: {
  label: string
  file: File | undefined
  error: string | undefined
  onChoose: (file: File | undefined) => void
  onRemove: () => void
}) {
  const t = useTranslations('Account')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)

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

  return (
    <div className={styles.slot}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          onChoose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      {file && preview ? (
        <div className={styles.preview}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset */}
          <img src={preview} alt={t('preview', { label })} />
          <button type="button" className="button button-outline" onClick={onRemove}>
            {t('removeImage')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
