'use client'

import Link from 'next/link'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { requestResetAction } from '@/lib/actions/auth'
import { TextField } from '@/components/forms/field'
import { useActionForm } from '@/components/forms/use-action-form'
import { SubmitHint } from '@/components/forms/submit-hint'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { recoverSchema, type RecoverInput } from '@/lib/validation/auth'
import styles from '@/components/forms/form.module.css'

export function RecoverForm() {
  const t = useTranslations('Auth')
  const tr = useTranslations('Register')
  const {
    register,
    submitWith,
    fieldError,
    control,
    formState: { isValid, isSubmitting },
  } = useActionForm<RecoverInput>({
    resolver: zodResolver(recoverSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const hint = useMissingFieldsHint(control, recoverSchema, { email: t('email') })
  const onSubmit = submitWith(requestResetAction, { next: '/login' })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={fieldError('email')}
      />
      <button
        type="submit"
        className="button"
        disabled={!isValid || isSubmitting}
        aria-describedby={hint.reason ? hint.id : undefined}
      >
        {isSubmitting ? t('sending') : t('recoverButton')}
      </button>
      <SubmitHint id={hint.id} reason={isSubmitting ? null : hint.reason} />
      <div className={styles.links}>
        <Link href="/login">{t('backToLogin')}</Link>
        <span>
          {t('noAccount')} <Link href="/registrar">{tr('button')}</Link>
        </span>
      </div>
    </form>
  )
}
