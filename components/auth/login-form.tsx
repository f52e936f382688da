'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { loginAction } from '@/app/actions/auth'
import { PasswordField, TextField } from '@/components/forms/field'
import { useSnackbar } from '@/components/ui/snackbar'
import { loginSchema, type LoginInput } from '@/lib/validation/auth'
import { useFieldError } from '@/lib/validation/use-translated-errors'
import styles from '@/components/forms/form.module.css'

export function LoginForm() {
  const t = useTranslations('Auth')
  const snackbar = useSnackbar()
  const params = useSearchParams()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  })
  const fieldError = useFieldError(errors)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    const result = await loginAction(values, params.get('next') ?? undefined)
    if (result.ok) {
      // A full load, so the static header picks up the new session everywhere.
      window.location.assign(result.redirectTo ?? '/home')
      return
    }
    setFormError(result.message)
    snackbar.error(result.message)
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {params.get('expirada') ? <p className={styles.notice}>{t('sessionExpiredNotice')}</p> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        registration={register('username')}
        error={fieldError('username')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        registration={register('password')}
        error={fieldError('password')}
      />
      <div aria-live="polite">
        {formError ? <p className={styles.formError}>{formError}</p> : null}
      </div>
      <button type="submit" className="button" disabled={!isValid || isSubmitting}>
        {isSubmitting ? t('sending') : t('loginButton')}
      </button>
      <div className={styles.links}>
        <Link href="/recuperar">{t('forgot')}</Link>
        <span>
          {t('noAccount')} <Link href="/registrar">{t('registerLink')}</Link>
        </span>
      </div>
    </form>
  )
}
