'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { cancelLimitChangeAction, setLimitAction } from '@/lib/actions/responsible-play'
import { SelectField, TextField } from '@/components/forms/field'
import formStyles from '@/components/forms/form.module.css'
import {
  LIMIT_PERIODS,
  limitFormSchema,
  type LimitPeriod,
  responsiblePlayMessage,
  type SpendLimit,
} from '@loteria/contract'
import { formatDateTime, formatGs } from '@loteria/contract/format'
import { ChangeForm } from './change-form'
import { Panel } from './panel'
import styles from './responsible-play.module.css'
import { useChange } from './use-change'

/** Límites de gasto: each period's limit, spend and pending change, and the form to change one. */
export function LimitsPanel({ limits }: { limits: SpendLimit[] }) {
  const t = useTranslations('ResponsiblePlay')
  const change = useChange()
  const { run, pending } = change
  const [periodo, setPeriodo] = useState<LimitPeriod>('semana')
  const [monto, setMonto] = useState('')
  const [error, setError] = useState<string>()

  const save = async () => {
    const parsed = limitFormSchema.safeParse({ periodo, monto })
    if (!parsed.success) {
      setError(responsiblePlayMessage(parsed.error.issues[0]?.message))
      return
    }
    setError(undefined)
    if (await run(() => setLimitAction(parsed.data))) setMonto('')
  }

  return (
    <Panel id="limits" title={t('limitsTitle')} lead={t('limitsLead')}>
      <ul className={styles.limits}>
        {limits.map((limit) => (
          <li key={limit.periodo} className={styles.limit} data-periodo={limit.periodo}>
            <span className={styles.limitHead}>
              <span>{t(`period_${limit.periodo}`)}</span>
              <span>{limit.monto === null ? t('noLimit') : formatGs(limit.monto)}</span>
            </span>
            <p className={styles.muted}>
              {limit.restante === null
                ? t('spentNoLimit', {
                    gastado: formatGs(limit.gastado),
                    periodo: t(`in_${limit.periodo}`),
                  })
                : t('spent', {
                    gastado: formatGs(limit.gastado),
                    restante: formatGs(limit.restante),
                    periodo: t(`in_${limit.periodo}`),
                  })}
            </p>
            {limit.pendiente ? (
              <p className={styles.pending}>
                <span>
                  {limit.pendiente.monto === null
                    ? t('pendingRemove', { fecha: formatDateTime(limit.pendiente.desde) })
                    : t('pendingRaise', {
                        monto: formatGs(limit.pendiente.monto),
                        fecha: formatDateTime(limit.pendiente.desde),
                      })}
                </span>
                <button
                  type="button"
                  className="button button-outline"
                  disabled={pending}
                  onClick={() => run(() => cancelLimitChangeAction(limit.periodo))}
                >
                  {t('cancelChange')}
                </button>
              </p>
            ) : limit.monto !== null ? (
              <p className={styles.pending}>
                <button
                  type="button"
                  className="button button-outline"
                  disabled={pending}
                  onClick={() => run(() => setLimitAction({ periodo: limit.periodo, monto: null }))}
                >
                  {t('removeLimit')}
                  <span className="visually-hidden"> ({t(`period_${limit.periodo}`)})</span>
                </button>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <ChangeForm change={change} onSubmit={save} submitLabel={t('saveLimit')} noValidate>
        <div className={formStyles.grid}>
          <SelectField
            label={t('formPeriod')}
            name="periodo"
            value={periodo}
            onChange={(event) => setPeriodo(event.target.value as LimitPeriod)}
            options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`period_${p}`) }))}
          />
          <TextField
            label={t('formAmount')}
            name="monto"
            inputMode="numeric"
            autoComplete="off"
            hint={t('formAmountHint')}
            value={monto}
            error={error}
            onChange={(event) => setMonto(event.target.value)}
          />
        </div>
      </ChangeForm>
    </Panel>
  )
}
