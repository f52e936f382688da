'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { startPauseAction } from '@/lib/actions/responsible-play'
import exclusion from '@/components/account/self-exclusion-form.module.css'
import { formatDateTime } from '@loteria/contract/format'
import { PAUSE_DAYS } from '@loteria/contract'
import { ChangeForm } from './change-form'
import { ConfirmDialog } from './confirm-dialog'
import { Panel } from './panel'
import { RadioChoices } from './radio-choices'
import styles from './responsible-play.module.css'
import { useChange } from './use-change'

/** Pausa: 24 hours, 7 days or 30 days, after a confirmation; while one lasts, until when. */
export function PausePanel({ pausedUntil }: { pausedUntil: string | null }) {
  const t = useTranslations('ResponsiblePlay')
  const change = useChange()
  const [dias, setDias] = useState<(typeof PAUSE_DAYS)[number]>(PAUSE_DAYS[0])
  const [confirming, setConfirming] = useState(false)

  const confirm = async () => {
    await change.run(() => startPauseAction({ dias }))
    setConfirming(false)
  }

  return (
    <Panel id="pause" title={t('pauseTitle')} lead={t('pauseLead')}>
      {pausedUntil ? (
        <p className={`${styles.notice} ${styles.paused}`}>
          {t('pausedUntil', { fecha: formatDateTime(pausedUntil) })}
        </p>
      ) : null}
      <ChangeForm
        change={change}
        onSubmit={() => setConfirming(true)}
        submitLabel={t('startPause')}
        submitClassName={`button ${exclusion.danger}`}
      >
        <RadioChoices
          legend={t('pauseLegend')}
          name="dias"
          options={PAUSE_DAYS}
          value={dias}
          onChange={setDias}
          label={(value) => t(`pause_${value}`)}
        />
      </ChangeForm>
      <ConfirmDialog
        open={confirming}
        pending={change.pending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        title={t('pauseConfirmTitle')}
        text={t('pauseConfirmText', { periodo: t(`pause_${dias}`) })}
        confirmLabel={t('pauseConfirmYes')}
        cancelLabel={t('pauseConfirmNo')}
        closeLabel={t('close')}
      />
    </Panel>
  )
}
