'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { moreTicketsAction, searchTicketsAction } from '@/lib/actions/buying'
import type { Ticket } from '@loteria/contract'
import { onlyDigits } from '@/lib/validation/card-check-rules'
import { useActionFailure } from '@/components/forms/use-action-failure'
import { SubmitHint } from '@/components/forms/submit-hint'
import { PlaysButton } from './ticket-dialog'
import styles from './buying.module.css'

/**
 * The free cards of a draw: a number filter with Buscar, the list, and Cargar más cartones. A click
 * on a number chooses it (`onChoose`) and Ver jugadas shows its plays (`onView`), or, with
 * `numberOpensPlays`, the number shows its plays. Both choosers show it through card-chooser.tsx.
 */
export function AvailableTickets({
  sorteoId,
  tickets,
  onTicketsChange,
  hiddenIds,
  onChoose,
  onView,
  title,
  chooseDisabled = false,
  numberOpensPlays = false,
}: {
  sorteoId: number
  tickets: Ticket[]
  onTicketsChange: (tickets: Ticket[]) => void
  /** Cards already chosen: kept out of this list. */
  hiddenIds: ReadonlySet<number>
  onChoose: (ticket: Ticket) => void
  onView: (ticket: Ticket) => void
  title: string
  chooseDisabled?: boolean
  /**
   * ELIGE TU CARTÓN (docs/product.md §2): the number opens the card's dialog, which holds Elegir
   * Cartón.
   */
  numberOpensPlays?: boolean
}) {
  const t = useTranslations('Buying')
  const fail = useActionFailure()
  const [numero, setNumero] = useState('')
  const [searched, setSearched] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const shown = tickets.filter((ticket) => !hiddenIds.has(ticket.id))

  const load = async (search: string | null) => {
    setBusy(true)
    const result = search
      ? await searchTicketsAction({ sorteoId, numero: search })
      : await moreTicketsAction({ sorteoId })
    setBusy(false)
    if (!result.ok) {
      fail(result)
      return
    }
    const found = result.data ?? []
    if (search) {
      onTicketsChange(found)
    } else {
      const known = new Set(tickets.map((ticket) => ticket.id))
      onTicketsChange([
        ...(searched ? [] : tickets),
        ...found.filter((ticket) => !known.has(ticket.id)),
      ])
    }
    setSearched(search)
  }

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="available-title">
      <h2 id="available-title" className={styles.panelTitle}>
        {title}
      </h2>
      <form
        className={styles.filter}
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          if (numero) void load(numero)
        }}
      >
        <label htmlFor="ticket-filter">{t('filterLabel')}</label>
        <div className={styles.filterRow}>
          <input
            id="ticket-filter"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('filterPlaceholder')}
            value={numero}
            maxLength={6}
            onChange={(event) => setNumero(onlyDigits(event.target.value).slice(0, 6))}
          />
          <button
            type="submit"
            className="button"
            disabled={!numero || busy}
            aria-describedby={numero ? undefined : 'ticket-filter-hint'}
          >
            {t('search')}
          </button>
        </div>
        <SubmitHint id="ticket-filter-hint" reason={numero ? null : t('searchHint')} />
      </form>
      <div aria-live="polite" aria-busy={busy}>
        {shown.length === 0 ? (
          <p className={styles.muted}>{searched ? t('noResults') : t('noneShown')}</p>
        ) : (
          <ul className={styles.ticketGrid}>
            {shown.map((ticket) => (
              <li key={ticket.id} className={styles.ticket}>
                {numberOpensPlays ? (
                  <button
                    type="button"
                    className={styles.ticketNumber}
                    aria-label={t('viewPlaysAria', { numero: ticket.numero })}
                    onClick={() => onView(ticket)}
                  >
                    {ticket.numero}
                  </button>
                ) : (
                  <>
                    <button
                      type="button"
                      className={styles.ticketNumber}
                      aria-label={t('chooseCardAria', { numero: ticket.numero })}
                      disabled={chooseDisabled}
                      onClick={() => onChoose(ticket)}
                    >
                      {ticket.numero}
                    </button>
                    <PlaysButton ticket={ticket} onView={onView}>
                      {t('viewPlays')}
                    </PlaysButton>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.listActions}>
        {/* After a search it goes back to random cards; otherwise it adds more of them. */}
        <button
          type="button"
          className="button button-outline"
          disabled={busy}
          onClick={() => {
            if (searched) setNumero('')
            void load(null)
          }}
        >
          {searched ? t('clearSearch') : busy ? t('loading') : t('loadMore')}
        </button>
      </div>
    </section>
  )
}
