'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { sendContactAction } from '@/app/actions/contact'
import { FieldShell, TextField } from '@/components/forms/field'
import { useSnackbar } from '@/components/ui/snackbar'
import { getRecaptchaToken } from '@/lib/recaptcha-client'
import { contactSchema, type ContactInput } from '@/lib/validation/contact'
import { useFieldError } from '@/lib/validation/use-translated-errors'
import formStyles from '@/components/forms/form.module.css'
import fieldStyles from '@/components/forms/field.module.css'

/** Contacto: nombre, email, teléfono, mensaje; a failure keeps what the visitor typed. */
export function ContactForm() {
  const t = useTranslations('Contact')
  const tErrors = useTranslations('Errors')
  const snackbar = useSnackbar()
  const router = useRouter()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { nombre: '', email: '', telefono: '', mensaje: '' },
  })
  const fieldError = useFieldError(errors)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    let token: string | undefined
    try {
      token = await getRecaptchaToken('formulario_contacto')
    } catch {
      setFormError(tErrors('generic'))
      return
    }
    const result = await sendContactAction(values, token)
    if (result.ok) {
      snackbar.success(result.message)
      router.push(result.redirectTo ?? '/home')
      return
    }
    setFormError(result.message)
    snackbar.error(result.message)
  })

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <div className={formStyles.grid}>
        <TextField
          label={t('nombre')}
          autoComplete="name"
          registration={register('nombre')}
          error={fieldError('nombre')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={fieldError('email')}
        />
        <TextField
          label={t('telefono')}
          type="tel"
          autoComplete="tel"
          registration={register('telefono')}
          error={fieldError('telefono')}
        />
      </div>
      <FieldShell label={t('mensaje')} error={fieldError('mensaje')}>
        {({ inputId, describedBy, invalid }) => (
          <textarea
            id={inputId}
            rows={6}
            className={fieldStyles.input}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('mensaje')}
          />
        )}
      </FieldShell>
      <p className={formStyles.small}>{t('botNotice')}</p>
      <div aria-live="polite">
        {formError ? <p className={formStyles.formError}>{formError}</p> : null}
      </div>
      <button type="submit" className="button" disabled={!isValid || isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  )
}
