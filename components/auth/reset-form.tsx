'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { resetPasswordAction } from '@/app/actions/auth'
import { PasswordField } from '@/components/forms/field'
import { useSnackbar } from '@/components/ui/snackbar'
import { resetSchema, type ResetInput } from '@/lib/validation/auth'
import { useFieldError } from '@/lib/validation/use-translated-errors'
import styles from '@/components/forms/form.module.css'

export function ResetForm() {
  const t = useTranslations('Auth')
  const snackbar = useSnackbar()
  const router = useRouter()
  const token = useSearchParams().get('auth') ?? ''
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting, touchedFields },
  } = useForm<ResetInput>({
    resolver: zodResolver(resetSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmacion: '' },
  })
  const fieldError = useFieldError(errors)

  if (!token) {
    return (
      <p className={styles.formError}>
        {t('resetMissingToken')} <Link href="/recuperar">{t('forgot')}</Link>
      </p>
    )
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    const result = await resetPasswordAction(token, values)
    if (result.ok) {
      snackbar.success(result.message)
      router.push(result.redirectTo ?? '/login')
      return
    }
    setFormError(result.message)
    snackbar.error(result.message)
  })

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
      <div aria-live="polite">
        {formError ? <p className={styles.formError}>{formError}</p> : null}
      </div>
      <button type="submit" className="button" disabled={!isValid || isSubmitting}>
        {isSubmitting ? t('sending') : t('resetButton')}
      </button>
    </form>
  )
}
