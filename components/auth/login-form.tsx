'use client'

import Link from 'next/link'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { loginAction } from '@/lib/actions/auth'
import { useNextParam, useQueryParam } from '@/components/auth/use-next-param'
import { PasswordField, TextField } from '@/components/forms/field'
import { HintedSubmit } from '@/components/forms/hinted-submit'
import { useActionForm } from '@/components/forms/use-action-form'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { registerPath } from '@/lib/safe-next'
import { loginSchema, type LoginInput } from '@/lib/validation/auth'
import styles from '@/components/forms/form.module.css'

export function LoginForm() {
  const t = useTranslations('Auth')
  const next = useNextParam()
  const expired = Boolean(useQueryParam('expirada'))
  const form = useActionForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  })
  const hint = useMissingFieldsHint(form.control, loginSchema, {
    username: t('email'),
    password: t('password'),
  })
  // A full load after login, so the static header picks up the new session everywhere.
  const onSubmit = form.submitWith((values) => loginAction(values, next), {
    next: '/home',
    reload: true,
    announce: false,
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {expired ? <p className={styles.notice}>{t('sessionExpiredNotice')}</p> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...form.field('username')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <HintedSubmit
        hint={hint}
        state={form.formState}
        label={t('loginButton')}
        sendingLabel={t('sending')}
      />
      <div className={styles.links}>
        <Link href="/recuperar">{t('forgot')}</Link>
        <span>
          {t('noAccount')} <Link href={registerPath(next)}>{t('registerLink')}</Link>
        </span>
      </div>
    </form>
  )
}
