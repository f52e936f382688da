'use client'

import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/ui/dialog'
import type { Ticket } from '@loteria/contract'
import { TicketPlays } from './ticket-plays'
import styles from './buying.module.css'

/** A card's number and plays, with the screen's action (Elegir Cartón) when there is one. */
export function TicketDialog({
  ticket,
  onClose,
  actionLabel,
  onAction,
}: {
  ticket: Ticket | null
  onClose: () => void
  actionLabel?: string
  onAction?: (ticket: Ticket) => void
}) {
  const t = useTranslations('Buying')
  return (
    <Dialog
      open={ticket !== null}
      onClose={onClose}
      title={ticket ? t('cardTitle', { numero: ticket.numero }) : ''}
      closeLabel={t('close')}
      width="500px"
    >
      {ticket ? (
        <>
          <TicketPlays jugadas={ticket.jugadas} />
          {onAction && actionLabel ? (
            <div className={styles.dialogActions}>
              <button type="button" className="button" onClick={() => onAction(ticket)}>
                {actionLabel}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </Dialog>
  )
}

/** Opens a card's dialog: the number of a chosen card, or Ver jugadas under a free one. */
export function PlaysButton({
  ticket,
  onView,
  children,
}: {
  ticket: Ticket
  onView: (ticket: Ticket) => void
  children: ReactNode
}) {
  const t = useTranslations('Buying')
  return (
    <button
      type="button"
      className={styles.linkButton}
      aria-label={t('viewPlaysAria', { numero: ticket.numero })}
      onClick={() => onView(ticket)}
    >
      {children}
    </button>
  )
}
