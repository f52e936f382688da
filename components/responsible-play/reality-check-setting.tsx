'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { setRealityCheckAction } from '@/app/actions/responsible-play'
import shell from '@/components/account/account-shell.module.css'
import exclusion from '@/components/account/self-exclusion-form.module.css'
import formStyles from '@/components/forms/form.module.css'
import { REALITY_CHECK_MINUTES } from '@/lib/validation/responsible-play'
import { useChange } from './use-change'

/** Aviso de tiempo de juego: off, or every 30, 60 or 120 minutes of session. */
export function RealityCheckSetting({ minutes }: { minutes: number }) {
  const t = useTranslations('ResponsiblePlay')
  const { run, pending, status } = useChange()
  const [minutos, setMinutos] = useState(minutes)

  return (
    <section className="card" aria-labelledby="reality-title">
      <h2 id="reality-title" className={shell.panelTitle}>
        {t('realityTitle')}
      </h2>
      <p className={formStyles.lead}>{t('realityLead')}</p>
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void run(() => setRealityCheckAction({ minutos }))
        }}
      >
        <fieldset className={exclusion.fieldset}>
          <legend className={exclusion.legend}>{t('realityLegend')}</legend>
          {REALITY_CHECK_MINUTES.map((value) => (
            <label key={value} className={exclusion.option}>
              <input
                type="radio"
                name="minutos"
                value={value}
                checked={minutos === value}
                onChange={() => setMinutos(value)}
              />
              <span>{t(`reality_${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={pending}>
            {t('saveReality')}
          </button>
        </div>
        <p aria-live="polite" className="visually-hidden">
          {status?.message}
        </p>
      </form>
    </section>
  )
}
