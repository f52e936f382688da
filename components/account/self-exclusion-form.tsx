'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { selfExcludeAction } from '@/lib/actions/account'
import { SELF_EXCLUDED_PATH } from '@/lib/responsible-play/self-exclusion-end'
import { ConfirmDialog } from '@/components/responsible-play/confirm-dialog'
import { useSnackbar } from '@/components/ui/snackbar'
import formStyles from '@/components/forms/form.module.css'
import shell from './account-shell.module.css'
import styles from './self-exclusion-form.module.css'

/** AUTOEXCLUSIÓN: a period, then a confirmation step, then the session ends and the player goes home. */
export function SelfExclusionForm({ periods }: { periods: { value: string; label: string }[] }) {
  const t = useTranslations('Account')
  const tv = useTranslations('Validation')
  const snackbar = useSnackbar()
  const [idTiempo, setIdTiempo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState(false)
  const chosen = periods.find((p) => p.value === idTiempo)

  const ask = (event: React.FormEvent) => {
    event.preventDefault()
    if (!chosen) {
      setError(tv('autoexclusionTiempo'))
      snackbar.error(tv('autoexclusionTiempo'))
      return
    }
    setConfirming(true)
  }

  const confirm = async () => {
    setSending(true)
    const result = await selfExcludeAction({ idTiempo })
    setSending(false)
    setConfirming(false)
    if (result.ok) {
      snackbar.success(result.message)
      // A full load so that every part of the page forgets the session.
      window.setTimeout(() => window.location.assign(result.redirectTo ?? SELF_EXCLUDED_PATH), 1500)
      return
    }
    setError(result.message)
    snackbar.error(result.message)
    if (result.redirectTo) window.location.assign(result.redirectTo)
  }

  return (
    <section className="card" aria-labelledby="self-exclusion-title">
      <h1 id="self-exclusion-title" className={shell.panelTitle}>
        {t('selfExclusionTitle')}
      </h1>
      <p>{t('selfExclusionLead')}</p>
      <form className={formStyles.form} onSubmit={ask} noValidate>
        <fieldset
          className={styles.fieldset}
          aria-describedby={error ? 'self-exclusion-error' : undefined}
        >
          <legend className={styles.legend}>{t('periodLegend')}</legend>
          {periods.map((p) => (
            <label key={p.value} className={styles.option}>
              <input
                type="radio"
                name="idTiempo"
                value={p.value}
                checked={idTiempo === p.value}
                onChange={() => {
                  setIdTiempo(p.value)
                  setError(null)
                }}
              />
              <span>{p.label}</span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id="self-exclusion-error" role="alert" className={formStyles.formError}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={`button ${styles.danger}`}>
          {t('confirmSelfExclusion')}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        pending={sending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        title={t('confirmDialogTitle')}
        text={t('confirmDialogText', { periodo: chosen?.label ?? '' })}
        confirmLabel={t('confirmYes')}
        cancelLabel={t('confirmNo')}
        closeLabel={t('close')}
      />
    </section>
  )
}
