'use client'

import Link from 'next/link'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { requestResetAction } from '@/lib/actions/auth'
import { TextField } from '@/components/forms/field'
import { HintedSubmit } from '@/components/forms/hinted-submit'
import { useActionForm } from '@/components/forms/use-action-form'
import { useMissingFieldsHint } from '@/components/forms/use-missing-fields-hint'
import { recoverSchema, type RecoverInput } from '@/lib/validation/auth'
import styles from '@/components/forms/form.module.css'

export function RecoverForm() {
  const t = useTranslations('Auth')
  const tr = useTranslations('Register')
  const form = useActionForm<RecoverInput>({
    resolver: zodResolver(recoverSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const hint = useMissingFieldsHint(form.control, recoverSchema, { email: t('email') })
  const onSubmit = form.submitWith(requestResetAction, { next: '/login' })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('email')} type="email" autoComplete="email" {...form.field('email')} />
      <HintedSubmit
        hint={hint}
        state={form.formState}
        label={t('recoverButton')}
        sendingLabel={t('sending')}
      />
      <div className={styles.links}>
        <Link href="/login">{t('backToLogin')}</Link>
        <span>
          {t('noAccount')} <Link href="/registrar">{tr('button')}</Link>
        </span>
      </div>
    </form>
  )
}
