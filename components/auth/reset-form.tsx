'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { resetPasswordAction } from '@/lib/actions/auth'
import { PasswordField } from '@/components/forms/field'
import { HintedSubmit } from '@/components/forms/hinted-submit'
import { useActionForm } from '@/components/forms/use-action-form'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { resetSchema, type ResetInput } from '@/lib/validation/auth'
import styles from '@/components/forms/form.module.css'

export function ResetForm() {
  const t = useTranslations('Auth')
  const token = useSearchParams().get('auth') ?? ''
  const form = useActionForm<ResetInput>({
    resolver: zodResolver(resetSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmacion: '' },
  })
  const { register, fieldError, formState } = form
  const hint = useMissingFieldsHint(form.control, resetSchema, {
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

  const onSubmit = form.submitWith((values) => resetPasswordAction(token, values), {
    next: '/login',
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        registration={register('password')}
        error={formState.touchedFields.password ? fieldError('password') : undefined}
      />
      <PasswordField
        label={t('repeatPassword')}
        autoComplete="new-password"
        registration={register('confirmacion')}
        // docs/product.md §5: the mismatch shows once the confirmation is touched.
        error={formState.touchedFields.confirmacion ? fieldError('confirmacion') : undefined}
      />
      <HintedSubmit
        hint={hint}
        state={formState}
        label={t('resetButton')}
        sendingLabel={t('sending')}
      />
    </form>
  )
}
