'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { reserveForSubscriptionAction } from '@/lib/actions/buying'
import type { Ticket } from '@loteria/contract'
import { CardChooser } from './card-chooser'
import { useActionFailure } from '@/components/forms/use-action-failure'
import styles from './buying.module.css'

/** One card per Confirmar: the backend gives one card of the draw per pack or prize and call. */
const CARDS_PER_EXCHANGE = 1

/**
 * ELEGÍ TU CARTÓN: no card → chosen (Elegir Cartón in the dialog its number opens) → cleared by
 * Cancelar; Confirmar reserves the chosen card for the player's pack (or prize) of this draw.
 * Nothing is held until Confirmar, which the backend checks again.
 */
export function ExchangeChooser({
  sorteoId,
  fecha,
  packs,
  initialTickets,
  nothingLeft = false,
}: {
  sorteoId: number
  fecha: string
  /** The packs waiting for a card of this draw: the backend serves them before any prize. */
  packs: string[]
  initialTickets: Ticket[]
  /** No pack or prize waits for a card of this draw: only the last confirmation stays. */
  nothingLeft?: boolean
}) {
  const t = useTranslations('Buying')
  const fail = useActionFailure()
  const router = useRouter()
  const [available, setAvailable] = useState(initialTickets)
  const [chosen, setChosen] = useState<Ticket[]>([])
  const [done, setDone] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const confirm = async (ticket: Ticket) => {
    setSending(true)
    const result = await reserveForSubscriptionAction({ ticketId: ticket.id })
    setSending(false)
    if (!result.ok) {
      fail(result)
      return
    }
    // Say what the card was for: a pack's card left the prize count as it was, and
    // "Elegiste el cartón" beside "Tenés 2 premios" read as a prize not taken.
    const [pack, ...others] = packs
    setDone(
      pack === undefined
        ? t('exchangeDone', { numero: ticket.numero, fecha })
        : others.length === 0
          ? t('exchangeDonePack', { numero: ticket.numero, fecha, pack })
          : t('exchangeDonePacks', { numero: ticket.numero, fecha }),
    )
    setAvailable((list) => list.filter((item) => item.id !== ticket.id))
    setChosen([])
    router.refresh()
  }

  const confirmation = done ? (
    <p role="status" className={styles.notice}>
      {done}
    </p>
  ) : null
  if (nothingLeft) return confirmation

  return (
    <CardChooser
      words="exchange"
      numberOpensPlays
      sorteoId={sorteoId}
      chosen={chosen}
      onChoose={(ticket) => {
        setChosen([ticket])
        setDone(null)
        return true
      }}
      available={available}
      onAvailableChange={setAvailable}
      onUnchoose={() => {
        setChosen([])
        return true
      }}
      max={CARDS_PER_EXCHANGE}
      busy={sending}
      action={({ describedBy }) => (
        <div className={styles.barActions}>
          <button
            type="button"
            className="button button-outline"
            disabled={chosen.length === 0 || sending}
            onClick={() => setChosen([])}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button-accent"
            disabled={chosen.length === 0 || sending}
            aria-describedby={describedBy}
            onClick={() => {
              const [ticket] = chosen
              if (ticket) void confirm(ticket)
            }}
          >
            {t('confirm')}
          </button>
        </div>
      )}
    >
      {confirmation}
    </CardChooser>
  )
}
