'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { startPauseAction } from '@/lib/actions/responsible-play'
import shell from '@/components/account/account-shell.module.css'
import exclusion from '@/components/account/self-exclusion-form.module.css'
import formStyles from '@/components/forms/form.module.css'
import { Dialog } from '@/components/ui/dialog'
import { formatDateTime } from '@loteria/shared/format'
import { PAUSE_DAYS } from '@loteria/shared/contract/responsible-play'
import { RadioChoices } from './radio-choices'
import styles from './responsible-play.module.css'
import { useChange } from './use-change'

/** Pausa: 24 hours, 7 days or 30 days, after a confirmation; while one lasts, until when. */
export function PausePanel({ pausedUntil }: { pausedUntil: string | null }) {
  const t = useTranslations('ResponsiblePlay')
  const { run, pending, status } = useChange()
  const [dias, setDias] = useState<(typeof PAUSE_DAYS)[number]>(PAUSE_DAYS[0])
  const [confirming, setConfirming] = useState(false)

  const confirm = async () => {
    await run(() => startPauseAction({ dias }))
    setConfirming(false)
  }

  return (
    <section className="card" aria-labelledby="pause-title">
      <h2 id="pause-title" className={shell.panelTitle}>
        {t('pauseTitle')}
      </h2>
      <p className={formStyles.lead}>{t('pauseLead')}</p>
      {pausedUntil ? (
        <p className={`${styles.notice} ${styles.paused}`}>
          {t('pausedUntil', { fecha: formatDateTime(pausedUntil) })}
        </p>
      ) : null}
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault()
          setConfirming(true)
        }}
      >
        <RadioChoices
          legend={t('pauseLegend')}
          name="dias"
          options={PAUSE_DAYS}
          value={dias}
          onChange={setDias}
          label={(value) => t(`pause_${value}`)}
        />
        <div className={formStyles.actions}>
          <button type="submit" className={`button ${exclusion.danger}`} disabled={pending}>
            {t('startPause')}
          </button>
        </div>
        <p aria-live="polite" className="visually-hidden">
          {status?.message}
        </p>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('pauseConfirmTitle')}
        closeLabel={t('close')}
      >
        <p>{t('pauseConfirmText', { periodo: t(`pause_${dias}`) })}</p>
        <div className={formStyles.actions}>
          <button
            type="button"
            className={`button ${exclusion.danger}`}
            onClick={confirm}
            disabled={pending}
          >
            {t('pauseConfirmYes')}
          </button>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setConfirming(false)}
          >
            {t('pauseConfirmNo')}
          </button>
        </div>
      </Dialog>
    </section>
  )
}
