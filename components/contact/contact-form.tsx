'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { sendContactAction } from '@/lib/actions/contact'
import { FieldShell, TextField } from '@/components/forms/field'
import { useActionForm } from '@/components/forms/use-action-form'
import { SubmitHint } from '@/components/forms/submit-hint'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { getRecaptchaToken } from '@/lib/recaptcha-client'
import { contactSchema, type ContactInput } from '@/lib/validation/contact'
import formStyles from '@/components/forms/form.module.css'
import fieldStyles from '@/components/forms/field.module.css'

/** Contacto: nombre, email, teléfono, mensaje; a failure keeps what the visitor typed. */
export function ContactForm() {
  const t = useTranslations('Contact')
  const {
    register,
    submitWith,
    fieldError,
    control,
    formState: { isValid, isSubmitting },
  } = useActionForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { nombre: '', email: '', telefono: '', mensaje: '' },
  })
  const hint = useMissingFieldsHint(control, contactSchema, {
    nombre: t('nombre'),
    email: t('email'),
    telefono: t('telefono'),
    mensaje: t('mensaje'),
  })
  const onSubmit = submitWith(
    async (values) => sendContactAction(values, await getRecaptchaToken('formulario_contacto')),
    { next: '/home' },
  )

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
      <button
        type="submit"
        className="button"
        disabled={!isValid || isSubmitting}
        aria-describedby={hint.reason ? hint.id : undefined}
      >
        {isSubmitting ? t('sending') : t('send')}
      </button>
      <SubmitHint id={hint.id} reason={isSubmitting ? null : hint.reason} />
    </form>
  )
}
