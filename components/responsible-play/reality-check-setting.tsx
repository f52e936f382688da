'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { setRealityCheckAction } from '@/lib/actions/responsible-play'
import shell from '@/components/account/account-shell.module.css'
import formStyles from '@/components/forms/form.module.css'
import { REALITY_CHECK_MINUTES } from '@loteria/shared/contract/responsible-play'
import { RadioChoices } from './radio-choices'
import { useChange } from './use-change'

/** Aviso de tiempo de juego: off, or every 30, 60 or 120 minutes of session. */
export function RealityCheckSetting({ minutes }: { minutes: number }) {
  const t = useTranslations('ResponsiblePlay')
  const { run, pending, status } = useChange()
  const [minutos, setMinutos] = useState(
    REALITY_CHECK_MINUTES.find((option) => option === minutes) ?? REALITY_CHECK_MINUTES[0],
  )

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
        <RadioChoices
          legend={t('realityLegend')}
          name="minutos"
          options={REALITY_CHECK_MINUTES}
          value={minutos}
          onChange={setMinutos}
          label={(value) => t(`reality_${value}`)}
        />
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
