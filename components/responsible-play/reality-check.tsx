'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/ui/dialog'
import formStyles from '@/components/forms/form.module.css'
import { useLoggedInPlayer } from '@/components/shell/use-logged-in-player'
import { formatGs } from '@loteria/contract/format'
import { useRealityCheck, type RealityCheckData } from '@/lib/swr/use-reality-check'

// The reality check on every page of a logged-in player: after each interval of the session (its
// start and "now" come from the backend, never the browser's clock) a dialog says how long the
// session has lasted and what was spent in it. Which interval was last acknowledged is kept in
// the browser (one number per session start), so the dialog comes back after the next one,
// across page loads, and not again for one already seen.

const ACK_KEY = 'aviso-tiempo-de-juego'

function acknowledged(inicio: number): number {
  const [start, count] = (window.localStorage.getItem(ACK_KEY) ?? '').split(':')
  return Number(start) === inicio ? Number(count) || 0 : 0
}

function acknowledge(inicio: number, count: number) {
  window.localStorage.setItem(ACK_KEY, `${inicio}:${count}`)
}

const elapsedMs = (data: RealityCheckData) =>
  data.ahora - data.inicio + (performance.now() - data.recibido)

export function RealityCheck() {
  const t = useTranslations('RealityCheck')
  const player = useLoggedInPlayer()
  const { data, refresh } = useRealityCheck(player !== null)
  const [due, setDue] = useState<{ count: number; elapsed: number; gasto: number } | null>(null)
  const [seen, setSeen] = useState(0)

  useEffect(() => {
    if (!data) return
    const interval = data.minutos * 60_000
    const count = Math.floor(elapsedMs(data) / interval)
    const timer =
      count >= 1 && count > acknowledged(data.inicio)
        ? window.setTimeout(() => setDue({ count, elapsed: elapsedMs(data), gasto: data.gasto }))
        : // Asked again when the next interval ends: the spend and the clock are the backend's then.
          window.setTimeout(() => void refresh(), (count + 1) * interval - elapsedMs(data))
    return () => window.clearTimeout(timer)
  }, [data, refresh, seen])

  if (!data || !due) return null
  const close = () => {
    acknowledge(data.inicio, due.count)
    setDue(null)
    setSeen((value) => value + 1)
  }
  const minutes = Math.floor(due.elapsed / 60_000)
  return (
    <Dialog open onClose={close} title={t('dialogTitle')} closeLabel={t('keepPlaying')}>
      <p>
        {t('dialogText', {
          duracion: t('duration', { horas: Math.floor(minutes / 60), minutos: minutes % 60 }),
          gasto: formatGs(due.gasto),
        })}
      </p>
      <div className={formStyles.actions}>
        <button type="button" className="button" onClick={close}>
          {t('keepPlaying')}
        </button>
        <Link href="/mi-cuenta/mis-movimientos" className="button button-outline" onClick={close}>
          {t('seeMovements')}
        </Link>
        <form action="/api/sesion/cerrar" method="post">
          <button type="submit" className="button button-outline">
            {t('logOut')}
          </button>
        </form>
      </div>
    </Dialog>
  )
}
