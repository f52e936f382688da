'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { sendContactAction } from '@/lib/actions/contact'
import { TextAreaField, TextField } from '@/components/forms/field'
import { HintedSubmit } from '@/components/forms/hinted-submit'
import { useActionForm } from '@/components/forms/use-action-form'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { getRecaptchaToken } from '@/lib/recaptcha-client'
import { contactSchema, type ContactInput } from '@/lib/validation/contact'
import formStyles from '@/components/forms/form.module.css'

/** Contacto: nombre, email, teléfono, mensaje; a failure keeps what the visitor typed. */
export function ContactForm() {
  const t = useTranslations('Contact')
  const form = useActionForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { nombre: '', email: '', telefono: '', mensaje: '' },
  })
  const hint = useMissingFieldsHint(form.control, contactSchema, {
    nombre: t('nombre'),
    email: t('email'),
    telefono: t('telefono'),
    mensaje: t('mensaje'),
  })
  const onSubmit = form.submitWith(
    async (values) => sendContactAction(values, await getRecaptchaToken('formulario_contacto')),
    { next: '/home' },
  )

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <div className={formStyles.grid}>
        <TextField label={t('nombre')} autoComplete="name" {...form.field('nombre')} />
        <TextField label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label={t('telefono')}
          type="tel"
          autoComplete="tel"
          {...form.field('telefono')}
        />
      </div>
      <TextAreaField label={t('mensaje')} rows={6} {...form.field('mensaje')} />
      <p className={formStyles.small}>{t('botNotice')}</p>
      <HintedSubmit
        hint={hint}
        state={form.formState}
        label={t('send')}
        sendingLabel={t('sending')}
      />
    </form>
  )
}
