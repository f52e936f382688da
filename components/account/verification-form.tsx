'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { SelectField } from '@/components/forms/field'
import { SubmitHint } from '@/components/forms/submit-hint'
import { useSnackbar } from '@/components/ui/snackbar'
import { formatMegabytes } from '@loteria/contract/format'
import { checkImageFile } from '@/lib/image-upload'
import { MAX_IMAGE_BYTES } from '@/lib/validation/account'
import { ImagePicker } from './verification-form-picker'
import formStyles from '@/components/forms/form.module.css'
import styles from './verification-form.module.css'
import shell from './account-shell.module.css'

const SLOTS = ['frente', 'dorso', 'selfie'] as const
type Slot = (typeof SLOTS)[number]

const answerSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  redirectTo: z.string().optional(),
  field: z.enum([...SLOTS, 'codigoPais']).optional(),
})

/** Nationality and three images (front, back, selfie), each previewed, removable, at most 25 MB. */
export function VerificationForm({ countries }: { countries: { value: string; label: string }[] }) {
  const t = useTranslations('Account')
  const tu = useTranslations('VerificationUpload')
  const tv = useTranslations('Validation')
  const tErrors = useTranslations('Errors')
  const snackbar = useSnackbar()
  const router = useRouter()
  const [country, setCountry] = useState(countries[0]?.value ?? '')
  const [files, setFiles] = useState<Partial<Record<Slot, File>>>({})
  const [errors, setErrors] = useState<Partial<Record<Slot | 'codigoPais', string>>>({})
  const [sending, setSending] = useState(false)

  // A refused file never replaces one already chosen: the player keeps what was good.
  const choose = async (slot: Slot, file: File) => {
    const problem = await checkImageFile(file)
    const max = formatMegabytes(MAX_IMAGE_BYTES)
    const message =
      problem === 'tooLarge'
        ? tu('tooLarge', { mb: formatMegabytes(file.size), max })
        : problem === 'wrongType'
          ? tu('wrongType')
          : problem === 'empty'
            ? tu('empty')
            : undefined
    setErrors((e) => ({ ...e, [slot]: message }))
    if (!problem) setFiles((f) => ({ ...f, [slot]: file }))
  }
  const remove = (slot: Slot) => {
    setFiles((f) => ({ ...f, [slot]: undefined }))
    setErrors((e) => ({ ...e, [slot]: undefined }))
  }

  const complete = Boolean(country) && SLOTS.every((slot) => files[slot])
  // Why Enviar solicitud waits, beside it (docs/history.md): what is still missing, in
  // the form's order.
  const missing = [
    ...(country ? [] : [tu('missingPais')]),
    ...SLOTS.filter((slot) => !files[slot]).map((slot) => tu(`missing.${slot}`)),
  ]
  const waitingFor =
    missing.length > 0
      ? tu('missingHint', { faltan: new Intl.ListFormat('es').format(missing) })
      : null

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
      // Nothing chosen is cleared on a refusal: the message points at the document to change.
      snackbar.error(answer.message)
      if (answer.field) setErrors((e) => ({ ...e, [answer.field!]: answer.message }))
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
          onChange={(e) => {
            setCountry(e.target.value)
            setErrors((errs) => ({ ...errs, codigoPais: undefined }))
          }}
          error={errors.codigoPais ?? (country ? undefined : tv('pais'))}
        />
        <div className={styles.slots}>
          {SLOTS.map((slot) => (
            <ImagePicker
              key={slot}
              label={tu(slot)}
              file={files[slot]}
              error={errors[slot]}
              onChoose={(file) => void choose(slot, file)}
              onRemove={() => remove(slot)}
            />
          ))}
        </div>
        <p className={shell.note}>{t('processingNote')}</p>
        <button
          type="submit"
          className="button"
          disabled={!complete || sending}
          aria-describedby={waitingFor ? 'verify-hint' : undefined}
        >
          {sending ? t('saving') : t('send')}
        </button>
        <SubmitHint id="verify-hint" reason={sending ? null : waitingFor} />
      </form>
    </section>
  )
}
