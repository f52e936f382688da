'use client'

import { useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import { useTranslations } from 'next-intl'
import { X } from 'lucide-react'
import type { Ticket } from '@loteria/contract'
import { SubmitHint } from '@/components/forms/submit-hint'
import { useSnackbar } from '@/components/ui/snackbar'
import { AvailableTickets } from './available-tickets'
import { PlaysButton, TicketDialog } from './ticket-dialog'
import styles from './buying.module.css'

/** Whose words the chooser speaks (messages: CardChooser.buy, CardChooser.exchange). */
export type CardChooserWords = 'buy' | 'exchange'

/**
 * The one card chooser of the site (docs/history.md): ELEGIR CARTÓN buys
 * several cards, ELIGE TU CARTÓN takes the one card a pack or a prize gives. The same list of free
 * cards (a number chooses it, Ver jugadas opens its dialog with Elegir Cartón), the chosen cards as
 * chips with ×, up to `max` of them, and the screen's action in a bar that is pinned to the bottom
 * of the window once a card is chosen. What each screen does on a choice (a hold on the backend, or
 * nothing until Confirmar) and what its action submits stay with the screen.
 */
export function CardChooser({
  sorteoId,
  available,
  onAvailableChange,
  chosen,
  max,
  busy = false,
  onChoose,
  onUnchoose,
  words,
  action,
  numberOpensPlays = false,
  children,
}: {
  sorteoId: number
  available: Ticket[]
  onAvailableChange: Dispatch<SetStateAction<Ticket[]>>
  chosen: Ticket[]
  /** How many cards the screen takes at most. */
  max: number
  /** An action of the screen is running: choosing and removing wait for it. */
  busy?: boolean
  /** Whether the card is still on offer: false (taken meanwhile) drops it from the list. */
  onChoose: (ticket: Ticket) => boolean | Promise<boolean>
  /** Whether the card was let go: true puts it back on the list. */
  onUnchoose: (ticket: Ticket) => boolean | Promise<boolean>
  /** The titles, the count, why the action waits and the limit, in the screen's words. */
  words: CardChooserWords
  /** The screen's action (Pagar, or Cancelar and Confirmar); `describedBy` says why it waits. */
  action: (state: { describedBy: string | undefined }) => ReactNode
  /**
   * ELIGE TU CARTÓN (docs/product.md §2): a card's number opens its dialog, where Elegir Cartón
   * chooses it.
   */
  numberOpensPlays?: boolean
  /** What the screen shows above the lists (the pack, the countdown). */
  children?: ReactNode
}) {
  const t = useTranslations('Buying')
  const say = useTranslations(`CardChooser.${words}`)
  const snackbar = useSnackbar()
  const [viewing, setViewing] = useState<Ticket | null>(null)
  const chosenIds = useMemo(() => new Set(chosen.map((ticket) => ticket.id)), [chosen])
  const full = chosen.length >= max
  const waiting = chosen.length === 0

  const choose = async (ticket: Ticket) => {
    setViewing(null)
    if (full) {
      snackbar.info(say('full', { max }))
      return
    }
    if (!(await onChoose(ticket))) {
      onAvailableChange((list) => list.filter((item) => item.id !== ticket.id))
    }
  }

  const unchoose = async (ticket: Ticket) => {
    // A card held before this page loaded is not on the list yet: it goes back at its top.
    if (await onUnchoose(ticket)) {
      onAvailableChange((list) =>
        list.some((item) => item.id === ticket.id) ? list : [ticket, ...list],
      )
    }
  }

  return (
    <div className={styles.chooser}>
      {children}
      <div className={styles.columns}>
        <AvailableTickets
          sorteoId={sorteoId}
          tickets={available}
          onTicketsChange={onAvailableChange}
          hiddenIds={chosenIds}
          onChoose={(ticket) => void choose(ticket)}
          onView={setViewing}
          title={say('available')}
          chooseDisabled={busy}
          numberOpensPlays={numberOpensPlays}
        />
        <section className={`card ${styles.panel}`} aria-labelledby="chosen-title">
          <h2 id="chosen-title" className={styles.panelTitle}>
            {say('chosen')}
          </h2>
          {waiting ? (
            <p className={styles.muted}>{say('none')}</p>
          ) : (
            <ul className={styles.chosenList}>
              {chosen.map((ticket) => (
                <li key={ticket.id} className={styles.chosen}>
                  <PlaysButton ticket={ticket} onView={setViewing}>
                    {ticket.numero}
                  </PlaysButton>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('removeCard', { numero: ticket.numero })}
                    disabled={busy}
                    onClick={() => void unchoose(ticket)}
                  >
                    <X aria-hidden="true" focusable="false" size={20} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {/* Pinned to the bottom of the window while the chooser is in view and a card is chosen: on
          a phone the list of cards is long and the action would otherwise sit below the fold. */}
      <div className={`${styles.actionBar} ${waiting ? '' : styles.actionBarPinned}`}>
        <p className={styles.total} aria-live="polite">
          {say('count', { cantidad: chosen.length })}
        </p>
        {action({ describedBy: waiting ? 'chooser-hint' : undefined })}
        <SubmitHint
          id="chooser-hint"
          reason={waiting ? say('waiting') : null}
          className={styles.barHint}
        />
      </div>
      <TicketDialog
        ticket={viewing}
        onClose={() => setViewing(null)}
        // Offered even when the limit is reached: choosing then says why (the screen's words).
        actionLabel={viewing && !chosenIds.has(viewing.id) ? t('chooseThisCard') : undefined}
        onAction={(ticket) => void choose(ticket)}
      />
    </div>
  )
}
