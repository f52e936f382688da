'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { reserveForSubscriptionAction } from '@/app/actions/buying'
import type { Ticket } from '@/lib/backend/schemas/buying'
import { CardChooser } from './card-chooser'
import { useActionFailure } from '@/components/forms/use-action-failure'
import styles from './buying.module.css'

/**
 * ELIGE TU CARTÓN: no ticket → chosen (the dialog's Elegir Cartón) → cleared by Cancelar;
 * Confirmar reserves the chosen ticket for the player's pack (or prize) of this draw.
 */
export function ExchangeChooser({
  sorteoId,
  fecha,
  initialTickets,
}: {
  sorteoId: number
  fecha: string
  initialTickets: Ticket[]
}) {
  const t = useTranslations('Buying')
  const fail = useActionFailure()
  const router = useRouter()
  const [available, setAvailable] = useState(initialTickets)
  const [chosen, setChosen] = useState<Ticket | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const confirm = async () => {
    if (!chosen) return
    setSending(true)
    const result = await reserveForSubscriptionAction({ ticketId: chosen.id })
    setSending(false)
    if (result.ok) {
      setDone(t('exchangeDone', { numero: chosen.numero, fecha }))
      setAvailable((list) => list.filter((ticket) => ticket.id !== chosen.id))
      setChosen(null)
      router.refresh()
      return
    }
    fail(result)
  }

  return (
    <>
      {done ? (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      ) : null}
      <CardChooser
        sorteoId={sorteoId}
        available={available}
        onAvailableChange={setAvailable}
        chosen={chosen ? [chosen] : []}
        onChoose={(ticket) => {
          setChosen(ticket)
          setDone(null)
        }}
        onRemove={() => setChosen(null)}
        busy={sending}
        availableTitle={t('exchangeAvailable')}
        chosenTitle={t('exchangeChosen')}
        emptyText={t('exchangeNone')}
        numberOpensPlays
        canChoose={() => true}
        actions={
          <div className={styles.dialogActions}>
            <button
              type="button"
              className="button button-outline"
              disabled={!chosen || sending}
              onClick={() => setChosen(null)}
            >
              {t('cancel')}
            </button>
            <button
              type="button"
              className="button button-accent"
              disabled={!chosen || sending}
              onClick={() => void confirm()}
            >
              {t('confirm')}
            </button>
          </div>
        }
      />
    </>
  )
}
