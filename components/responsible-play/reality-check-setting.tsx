'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { setRealityCheckAction } from '@/lib/actions/responsible-play'
import { REALITY_CHECK_MINUTES } from '@loteria/contract'
import { ChangeForm } from './change-form'
import { Panel } from './panel'
import { RadioChoices } from './radio-choices'
import { useChange } from './use-change'

/** Aviso de tiempo de juego: off, or every 30, 60 or 120 minutes of session. */
export function RealityCheckSetting({ minutes }: { minutes: number }) {
  const t = useTranslations('ResponsiblePlay')
  const change = useChange()
  const [minutos, setMinutos] = useState(
    REALITY_CHECK_MINUTES.find((option) => option === minutes) ?? REALITY_CHECK_MINUTES[0],
  )

  return (
    <Panel id="reality" title={t('realityTitle')} lead={t('realityLead')}>
      <ChangeForm
        change={change}
        onSubmit={() => void change.run(() => setRealityCheckAction({ minutos }))}
        submitLabel={t('saveReality')}
      >
        <RadioChoices
          legend={t('realityLegend')}
          name="minutos"
          options={REALITY_CHECK_MINUTES}
          value={minutos}
          onChange={setMinutos}
          label={(value) => t(`reality_${value}`)}
        />
      </ChangeForm>
    </Panel>
  )
}
