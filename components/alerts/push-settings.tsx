'use client'

import { useEffect, useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { removePushSubscriptionAction, savePushSubscriptionAction } from '@/lib/actions/alerts'
import type { PushSubscriptionState } from '@loteria/contract'
import { Switch } from '@/components/ui/switch'
import styles from './alerts.module.css'

// The two switches of NOTIFICACIONES: a prize won, a pack's next card to choose. Off by default;
// the first one turned on asks the browser's permission and subscribes this browser; both off
// unsubscribes it. Push needs a secure context (https or localhost) and a service worker.

interface Preferences {
  premios: boolean
  elegirCarton: boolean
}

const OFF: Preferences = { premios: false, elegirCarton: false }

type Availability = 'checking' | 'ready' | 'unsupported' | 'off'

function supported(): boolean {
  return (
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/')
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'classic' })
  return navigator.serviceWorker.ready
}

/** The VAPID key as the Push API wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function PushSettings({
  publicKey,
  saved,
}: {
  publicKey: string | null
  saved: PushSubscriptionState[]
}) {
  const t = useTranslations('Alerts')
  const statusId = useId()
  const [availability, setAvailability] = useState<Availability>('checking')
  const [prefs, setPrefs] = useState<Preferences>(OFF)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')

  useEffect(() => {
    let live = true
    const check = async (): Promise<[Availability, Preferences]> => {
      if (!supported()) return ['unsupported', OFF]
      if (!publicKey) return ['off', OFF]
      const subscription = await (await registration()).pushManager.getSubscription()
      const mine = subscription && saved.find((row) => row.endpoint === subscription.endpoint)
      return ['ready', mine ? { premios: mine.premios, elegirCarton: mine.elegirCarton } : OFF]
    }
    void check()
      .catch((): [Availability, Preferences] => ['unsupported', OFF])
      .then(([found, current]) => {
        if (!live) return
        setAvailability(found)
        setPrefs(current)
      })
    return () => {
      live = false
    }
  }, [publicKey, saved])

  const apply = async (next: Preferences) => {
    if (!publicKey) return
    setBusy(true)
    setStatus('')
    try {
      const reg = await registration()
      let subscription = await reg.pushManager.getSubscription()
      if (!next.premios && !next.elegirCarton) {
        if (subscription) {
          await subscription.unsubscribe()
          await removePushSubscriptionAction({ endpoint: subscription.endpoint })
        }
        setPrefs(OFF)
        setStatus(t('pushRemoved'))
        return
      }
      if (!subscription) {
        if ((await Notification.requestPermission()) !== 'granted') {
          setStatus(t('pushDenied'))
          return
        }
        subscription = await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        })
      }
      const result = await savePushSubscriptionAction({
        subscription: subscription.toJSON(),
        ...next,
      })
      if (!result.ok) {
        setStatus(result.message)
        return
      }
      setPrefs(next)
      setStatus(t('pushSaved'))
    } catch {
      setStatus(Notification.permission === 'denied' ? t('pushDenied') : t('pushFailed'))
    } finally {
      setBusy(false)
    }
  }

  const unavailable =
    availability === 'unsupported'
      ? t('pushUnsupported')
      : availability === 'off'
        ? t('pushOff')
        : null

  return (
    <>
      <p>{t('pushIntro')}</p>
      {unavailable ? (
        <p className={styles.status}>{unavailable}</p>
      ) : (
        <div className={styles.switches} aria-describedby={statusId}>
          <Switch
            checked={prefs.premios}
            disabled={availability !== 'ready' || busy}
            onChange={(checked) => void apply({ ...prefs, premios: checked })}
          >
            {t('pushPrizes')}
          </Switch>
          <Switch
            checked={prefs.elegirCarton}
            disabled={availability !== 'ready' || busy}
            onChange={(checked) => void apply({ ...prefs, elegirCarton: checked })}
          >
            {t('pushPacks')}
          </Switch>
        </div>
      )}
      <p id={statusId} className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </>
  )
}
