'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { savePackAlertsAction } from '@/lib/actions/packs'
import type { PackAlertPreferences } from '@loteria/contract'
import { Switch } from '@/components/ui/switch'
import styles from '@/components/alerts/alerts.module.css'

/**
 * The pack notices' channels beside the push switches: the in-site notice and the
 * e-mail, each saved as it is switched; a failed save puts the switch back and says so.
 */
export function PackAlertSwitches({ saved }: { saved: PackAlertPreferences }) {
  const t = useTranslations('Packs')
  const statusId = useId()
  const [prefs, setPrefs] = useState(saved)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')

  const apply = async (next: PackAlertPreferences) => {
    const before = prefs
    setPrefs(next)
    setBusy(true)
    setStatus('')
    try {
      const result = await savePackAlertsAction(next)
      if (result.ok) {
        if (result.data) setPrefs(result.data)
        setStatus(result.message)
      } else {
        setPrefs(before)
        setStatus(result.message)
      }
    } catch {
      setPrefs(before)
      setStatus(t('alertsFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p>{t('alertsIntro')}</p>
      <div className={styles.switches} aria-describedby={statusId}>
        <Switch
          checked={prefs.aviso}
          disabled={busy}
          onChange={(checked) => void apply({ ...prefs, aviso: checked })}
        >
          {t('alertsNotice')}
        </Switch>
        <Switch
          checked={prefs.correo}
          disabled={busy}
          onChange={(checked) => void apply({ ...prefs, correo: checked })}
        >
          {t('alertsEmail')}
        </Switch>
      </div>
      <p id={statusId} className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </>
  )
}
