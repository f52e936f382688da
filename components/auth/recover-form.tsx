'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { requestResetAction } from '@/app/actions/auth'
import { TextField } from '@/components/forms/field'
import { useSnackbar } from '@/components/ui/snackbar'
import { recoverSchema, type RecoverInput } from '@/lib/validation/auth'
import { useFieldError } from '@/lib/validation/use-translated-errors'
import styles from '@/components/forms/form.module.css'

export function RecoverForm() {
  const t = useTranslations('Auth')
  const tr = useTranslations('Register')
  const snackbar = useSnackbar()
  const router = useRouter()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RecoverInput>({
    resolver: zodResolver(recoverSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const fieldError = useFieldError(errors)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    const result = await requestResetAction(values)
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
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={fieldError('email')}
      />
      <div aria-live="polite">
        {formError ? <p className={styles.formError}>{formError}</p> : null}
      </div>
      <button type="submit" className="button" disabled={!isValid || isSubmitting}>
        {isSubmitting ? t('sending') : t('recoverButton')}
      </button>
      <div className={styles.links}>
        <Link href="/login">{t('backToLogin')}</Link>
        <span>
          {t('noAccount')} <Link href="/registrar">{tr('button')}</Link>
        </span>
      </div>
    </form>
  )
}
