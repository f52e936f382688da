'use client'

import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { X } from 'lucide-react'
import type { Ticket } from '@/lib/backend/schemas/buying'
import { AvailableTickets } from './available-tickets'
import { TicketDialog } from './ticket-dialog'
import styles from './buying.module.css'

/**
 * The one card chooser of the site, for buying (ELEGIR CARTÓN, several cards) and for a pack's or
 * prize's card (ELIGE TU CARTÓN, one): the available list, the chosen cards as the same chips with
 * ×, the card's dialog, and the screen's actions in a bar pinned to the bottom of the screen.
 */
export function CardChooser({
  sorteoId,
  available,
  onAvailableChange,
  chosen,
  onChoose,
  onRemove,
  busy,
  availableTitle,
  chosenTitle,
  emptyText,
  numberOpensPlays = false,
  canChoose,
  actions,
}: {
  sorteoId: number
  available: Ticket[]
  onAvailableChange: (tickets: Ticket[]) => void
  chosen: Ticket[]
  onChoose: (ticket: Ticket) => void
  onRemove: (ticket: Ticket) => void
  busy: boolean
  availableTitle: string
  chosenTitle: string
  emptyText: string
  /** ELIGE TU CARTÓN (SPEC): a number opens the card's dialog, which holds Elegir Cartón. */
  numberOpensPlays?: boolean
  /** Whether the dialog offers Elegir Cartón for this card. */
  canChoose: (ticket: Ticket) => boolean
  /** The total and Pagar, or Cancelar and Confirmar. */
  actions: React.ReactNode
}) {
  const t = useTranslations('Buying')
  const titleId = useId()
  const [viewing, setViewing] = useState<Ticket | null>(null)
  const chosenIds = useMemo(() => new Set(chosen.map((ticket) => ticket.id)), [chosen])

  return (
    <>
      <div className={styles.columns}>
        <AvailableTickets
          sorteoId={sorteoId}
          tickets={available}
          onTicketsChange={onAvailableChange}
          hiddenIds={chosenIds}
          onChoose={numberOpensPlays ? undefined : onChoose}
          onView={setViewing}
          title={availableTitle}
          chooseDisabled={busy}
          numberOpensPlays={numberOpensPlays}
        />
        <section className={`card ${styles.panel}`} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.panelTitle}>
            {chosenTitle}
          </h2>
          {chosen.length === 0 ? (
            <p className={styles.muted}>{emptyText}</p>
          ) : (
            <ul className={styles.chosenList}>
              {chosen.map((ticket) => (
                <li key={ticket.id} className={styles.chosen}>
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={t('viewPlaysAria', { numero: ticket.numero })}
                    onClick={() => setViewing(ticket)}
                  >
                    {ticket.numero}
                  </button>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('removeCard', { numero: ticket.numero })}
                    disabled={busy}
                    onClick={() => onRemove(ticket)}
                  >
                    <X aria-hidden="true" focusable="false" size={20} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {/* Pinned to the bottom of the screen while the chooser is in view: on a phone the list of
          cards is long and the actions would otherwise sit below the fold. */}
      <div className={styles.payBar}>{actions}</div>
      <TicketDialog
        ticket={viewing}
        onClose={() => setViewing(null)}
        actionLabel={
          viewing && !chosenIds.has(viewing.id) && canChoose(viewing)
            ? t('chooseThisCard')
            : undefined
        }
        onAction={(ticket) => {
          setViewing(null)
          onChoose(ticket)
        }}
      />
    </>
  )
}
