'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { resetPasswordAction } from '@/lib/actions/auth'
import { PasswordField } from '@/components/forms/field'
import { useActionForm } from '@/components/forms/use-action-form'
import { SubmitHint } from '@/components/forms/submit-hint'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { resetSchema, type ResetInput } from '@/lib/validation/auth'
import styles from '@/components/forms/form.module.css'

export function ResetForm() {
  const t = useTranslations('Auth')
  const token = useSearchParams().get('auth') ?? ''
  const {
    register,
    submitWith,
    fieldError,
    control,
    formState: { isValid, isSubmitting, touchedFields },
  } = useActionForm<ResetInput>({
    resolver: zodResolver(resetSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmacion: '' },
  })
  const hint = useMissingFieldsHint(control, resetSchema, {
    password: t('newPassword'),
    confirmacion: t('repeatPassword'),
  })

  if (!token) {
    return (
      <p className={styles.formError}>
        {t('resetMissingToken')} <Link href="/recuperar">{t('forgot')}</Link>
      </p>
    )
  }

  const onSubmit = submitWith((values) => resetPasswordAction(token, values), { next: '/login' })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        registration={register('password')}
        error={touchedFields.password ? fieldError('password') : undefined}
      />
      <PasswordField
        label={t('repeatPassword')}
        autoComplete="new-password"
        registration={register('confirmacion')}
        // SPEC: the mismatch shows once the confirmation is touched.
        error={touchedFields.confirmacion ? fieldError('confirmacion') : undefined}
      />
      <button
        type="submit"
        className="button"
        disabled={!isValid || isSubmitting}
        aria-describedby={hint.reason ? hint.id : undefined}
      >
        {isSubmitting ? t('sending') : t('resetButton')}
      </button>
      <SubmitHint id={hint.id} reason={isSubmitting ? null : hint.reason} />
    </form>
  )
}
