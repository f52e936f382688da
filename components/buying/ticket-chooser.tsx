'use client'

import Link from 'next/link'
import { useCallback, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import {
  holdTicketAction,
  releaseReservationAction,
  releaseTicketAction,
} from '@/lib/actions/buying'
import { useSnackbar } from '@/components/ui/snackbar'
import type { ActionResult } from '@/lib/actions/result'
import type { Pack, Reservation } from '@loteria/shared/contract/purchase'
import type { Ticket } from '@loteria/shared/contract/carton'
import { purchaseTotal } from '@/lib/buying/summary'
import { formatNumber } from '@loteria/shared/format'
import { MAX_CARDS_PER_PURCHASE } from '@/lib/validation/buying'
import { AvailableTickets } from './available-tickets'
import { Countdown } from './countdown'
import { TicketDialog } from './ticket-dialog'
import { useActionFailure } from '@/components/forms/use-action-failure'
import { SubmitHint } from '@/components/forms/submit-hint'
import styles from './buying.module.css'
import { X } from 'lucide-react'

/**
 * ELEGIR CARTÓN: cards move between the available list and the chosen one; each choice is a hold
 * on the backend, so the chosen list is always the backend's and survives a reload.
 */
export function TicketChooser({
  pack,
  sorteoId,
  packLabel,
  initialTickets,
  reservation,
}: {
  pack: Pack
  sorteoId: number
  packLabel: string
  initialTickets: Ticket[]
  reservation: Reservation
}) {
  const t = useTranslations('Buying')
  const snackbar = useSnackbar()
  const fail = useActionFailure()
  const [available, setAvailable] = useState(initialTickets)
  const [chosen, setChosen] = useState(reservation.cartones)
  const [remainingMs, setRemainingMs] = useState<number | null>(
    reservation.cartones.length > 0 ? reservation.restanteMs : null,
  )
  const [expired, setExpired] = useState(false)
  const [viewing, setViewing] = useState<Ticket | null>(null)
  const [busy, setBusy] = useState(false)
  const chosenIds = useMemo(() => new Set(chosen.map((ticket) => ticket.id)), [chosen])
  const full = chosen.length >= MAX_CARDS_PER_PURCHASE

  const apply = (result: ActionResult<Reservation>) => {
    if (!result.ok || !result.data) {
      fail(result)
      return false
    }
    const held = result.data
    setChosen(held.cartones)
    setRemainingMs(held.cartones.length > 0 ? held.restanteMs : null)
    return true
  }

  const choose = async (ticket: Ticket) => {
    if (full) {
      snackbar.info(t('maxCards', { max: MAX_CARDS_PER_PURCHASE }))
      return
    }
    setViewing(null)
    setBusy(true)
    setExpired(false)
    const ok = apply(await holdTicketAction({ ticketId: ticket.id }))
    setBusy(false)
    // Taken by someone else meanwhile: it is no longer on offer.
    if (!ok) setAvailable((list) => list.filter((item) => item.id !== ticket.id))
  }

  const remove = async (ticket: Ticket) => {
    setBusy(true)
    if (apply(await releaseTicketAction({ ticketId: ticket.id }))) {
      setAvailable((list) =>
        list.some((item) => item.id === ticket.id) ? list : [ticket, ...list],
      )
    }
    setBusy(false)
  }

  const expire = useCallback(async () => {
    setChosen([])
    setRemainingMs(0)
    setExpired(true)
    snackbar.info(t('reservationExpired'))
    await releaseReservationAction()
  }, [snackbar, t])

  const total = purchaseTotal(pack, chosen.length)

  return (
    <div className={styles.chooser}>
      <div className={styles.chooserHead}>
        <p className={styles.packLabel}>{packLabel}</p>
        <Countdown
          remainingMs={remainingMs}
          label={t('countdownLabel')}
          units={t('countdownUnits')}
          idle={t('countdownIdle')}
          onExpire={expire}
        />
      </div>
      {remainingMs === null ? null : <p className={styles.muted}>{t('countdownHint')}</p>}
      {expired ? (
        <p role="status" className={styles.notice}>
          {t('reservationExpired')}
        </p>
      ) : null}
      <div className={styles.columns}>
        <AvailableTickets
          sorteoId={sorteoId}
          tickets={available}
          onTicketsChange={setAvailable}
          hiddenIds={chosenIds}
          onChoose={choose}
          onView={setViewing}
          title={t('availableTitle')}
          chooseDisabled={busy}
        />
        <section className={`card ${styles.panel}`} aria-labelledby="chosen-title">
          <h2 id="chosen-title" className={styles.panelTitle}>
            {t('chosenTitle')}
          </h2>
          {chosen.length === 0 ? (
            <p className={styles.muted}>{t('noneChosen')}</p>
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
                    onClick={() => void remove(ticket)}
                  >
                    <X aria-hidden="true" focusable="false" size={20} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {/* Pinned to the bottom of the screen while the chooser is in view and a card is chosen: on a
          phone the list of cards is long and Pagar would otherwise sit below the fold. */}
      <div className={`${styles.payBar} ${chosen.length > 0 ? styles.payBarPinned : ''}`}>
        <p className={styles.total}>{t('totalFor', { cantidad: chosen.length })}</p>
        {chosen.length > 0 ? (
          <Link href={`/comprar-carton/checkout?pack=${pack.id}`} className="button button-accent">
            {t('pay', { total: formatNumber(total) })}
          </Link>
        ) : (
          <>
            <button
              type="button"
              className="button button-accent"
              disabled
              aria-describedby="pay-hint"
            >
              {t('pay', { total: formatNumber(total) })}
            </button>
            <SubmitHint id="pay-hint" reason={t('payHint')} className={styles.payHint} />
          </>
        )}
      </div>
      <TicketDialog
        ticket={viewing}
        onClose={() => setViewing(null)}
        actionLabel={
          viewing && !chosenIds.has(viewing.id) && !full ? t('chooseThisCard') : undefined
        }
        onAction={(ticket) => void choose(ticket)}
      />
    </div>
  )
}
