'use client'

import Link from 'next/link'
import { useCallback, useState } from 'react'
import { useTranslations } from 'next-intl'
import {
  holdTicketAction,
  releaseReservationAction,
  releaseTicketAction,
} from '@/lib/actions/buying'
import { useSnackbar } from '@/components/ui/snackbar'
import type { ActionResult } from '@/lib/actions/result'
import type { Pack, Reservation, Ticket } from '@loteria/contract'
import { purchaseTotal } from '@/lib/buying/summary'
import { formatGs, formatHourMinute } from '@loteria/contract/format'
import { MAX_CARDS_PER_PURCHASE } from '@/lib/validation/buying'
import { CardChooser } from './card-chooser'
import { Countdown } from './countdown'
import { CloseHint } from './close-hint'
import { useActionFailure } from '@/components/forms/use-action-failure'
import styles from './buying.module.css'

/**
 * ELEGIR CARTÓN: each choice is a hold on the backend, so the chosen list is always the backend's
 * and survives a reload; Pagar goes to the checkout, which buys exactly the held cards.
 */
export function TicketChooser({
  pack,
  sorteoId,
  packLabel,
  initialTickets,
  reservation,
  cierre,
  closeFirst,
}: {
  pack: Pack
  sorteoId: number
  packLabel: string
  initialTickets: Ticket[]
  reservation: Reservation
  /** The close of sales (ISO). */
  cierre: string
  /** Whether the sales close before a hold made now would run out: the hold ends with them. */
  closeFirst: boolean
}) {
  const t = useTranslations('Buying')
  const tWeek = useTranslations('Week')
  const snackbar = useSnackbar()
  const fail = useActionFailure()
  const [available, setAvailable] = useState(initialTickets)
  const [chosen, setChosen] = useState(reservation.cartones)
  const [remainingMs, setRemainingMs] = useState<number | null>(
    reservation.cartones.length > 0 ? reservation.restanteMs : null,
  )
  const [expired, setExpired] = useState(false)
  const [busy, setBusy] = useState(false)

  /** The backend's answer to a hold or a release: its held cards become the chosen list. */
  const apply = async (action: Promise<ActionResult<Reservation>>) => {
    setBusy(true)
    const result = await action
    setBusy(false)
    if (!result.ok || !result.data) {
      fail(result)
      return false
    }
    setChosen(result.data.cartones)
    setRemainingMs(result.data.cartones.length > 0 ? result.data.restanteMs : null)
    return true
  }

  const expire = useCallback(async () => {
    setChosen([])
    setRemainingMs(0)
    setExpired(true)
    snackbar.info(t('reservationExpired'))
    await releaseReservationAction()
  }, [snackbar, t])

  const total = formatGs(purchaseTotal(pack, chosen.length))

  return (
    <CardChooser
      words="buy"
      sorteoId={sorteoId}
      chosen={chosen}
      onChoose={(ticket) => {
        setExpired(false)
        // Refused (most often taken by someone else meanwhile): no longer on offer.
        return apply(holdTicketAction({ ticketId: ticket.id }))
      }}
      available={available}
      onAvailableChange={setAvailable}
      onUnchoose={(ticket) => apply(releaseTicketAction({ ticketId: ticket.id }))}
      max={MAX_CARDS_PER_PURCHASE}
      busy={busy}
      action={({ describedBy }) =>
        chosen.length > 0 ? (
          <Link href={`/comprar-carton/checkout?pack=${pack.id}`} className="button button-accent">
            {t('pay', { total })}
          </Link>
        ) : (
          <button
            type="button"
            className="button button-accent"
            disabled
            aria-describedby={describedBy}
          >
            {t('pay', { total })}
          </button>
        )
      }
    >
      <div className={styles.chooserHead}>
        <p className={styles.packLabel}>{packLabel}</p>
        <Countdown
          remainingMs={remainingMs}
          label={t('countdownLabel')}
          units={t('countdownUnits')}
          idle={
            closeFirst
              ? tWeek('idleUntilClose', { hora: formatHourMinute(cierre) })
              : t('countdownIdle')
          }
          onExpire={expire}
        />
      </div>
      {remainingMs === null ? null : <p className={styles.muted}>{t('countdownHint')}</p>}
      {remainingMs !== null && closeFirst ? <CloseHint cierre={cierre} /> : null}
      {expired ? (
        <p role="status" className={styles.notice}>
          {t('reservationExpired')}
        </p>
      ) : null}
    </CardChooser>
  )
}
