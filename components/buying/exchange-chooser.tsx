'use client'

import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { reserveForSubscriptionAction } from '@/lib/actions/buying'
import type { Ticket } from '@loteria/shared/contract/carton'
import { AvailableTickets } from './available-tickets'
import { TicketDialog } from './ticket-dialog'
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
  const [viewing, setViewing] = useState<Ticket | null>(null)
  const [chosen, setChosen] = useState<Ticket | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const hidden = useMemo(() => new Set(chosen ? [chosen.id] : []), [chosen])

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
      <div className={styles.columns}>
        <AvailableTickets
          sorteoId={sorteoId}
          tickets={available}
          onTicketsChange={setAvailable}
          hiddenIds={hidden}
          onView={setViewing}
          title={t('exchangeAvailable')}
          numberOpensPlays
        />
        <section className={`card ${styles.panel}`} aria-labelledby="exchange-chosen-title">
          <h2 id="exchange-chosen-title" className={styles.panelTitle}>
            {t('exchangeChosen')}
          </h2>
          {chosen ? (
            <p className={styles.chosenBig}>
              <button
                type="button"
                className={styles.ticketNumber}
                aria-label={t('viewPlaysAria', { numero: chosen.numero })}
                onClick={() => setViewing(chosen)}
              >
                {chosen.numero}
              </button>
            </p>
          ) : (
            // Why Confirmar waits, beside it (issue 26).
            <p id="exchange-none" className={styles.muted}>
              {t('exchangeNone')}
            </p>
          )}
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
              aria-describedby={chosen ? undefined : 'exchange-none'}
              onClick={() => void confirm()}
            >
              {t('confirm')}
            </button>
          </div>
        </section>
      </div>
      <TicketDialog
        ticket={viewing}
        onClose={() => setViewing(null)}
        actionLabel={viewing && viewing.id !== chosen?.id ? t('chooseThisCard') : undefined}
        onAction={(ticket) => {
          setChosen(ticket)
          setDone(null)
          setViewing(null)
        }}
      />
    </>
  )
}
