'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import {
  type ClaimLimits,
  type Prize,
  type PrizeGroup,
  REQUEST_STATES,
  walletAllowed,
} from '@loteria/contract'
import { findPrize, type OwnedPrize } from '@/lib/prizes/find-prize'
import { recordedNet } from '@/lib/prizes/net'
import { formatDate, formatGsThousands } from '@loteria/contract/format'
import { ClaimDialog, type ClaimForms } from './claim-dialog'
import { InPerson } from './in-person'
import { NetAmountRows } from './net-amount'
import { prizeText } from './prize-text'
import { WalletDialog } from './wallet-dialog'
import styles from './prizes.module.css'

interface PrizeGroupsProps {
  groups: PrizeGroup[]
  /** Undefined when the backend's limits are missing: no online option is offered then. */
  limits: ClaimLimits | undefined
  /** Where "Canjear Cartón" leads: the open draw's ELIGE TU CARTÓN; null when none is open. */
  exchangeHref: string | null
  forms: ClaimForms
  /** Where a prize is collected in person (lib/prizes/office.ts). */
  oficina: string | null
}

/** An amount never splits across lines ("Gs." on one, the digits on the next). */
const amount = (chunks: React.ReactNode) => <span className={styles.amount}>{chunks}</span>

const isRequestState = (value: string): value is (typeof REQUEST_STATES)[number] =>
  (REQUEST_STATES as readonly string[]).includes(value)

/** What became of the prize's latest collection request, as the backend says it. */
function RequestStatus({ prize }: { prize: Prize }) {
  const t = useTranslations('Prizes')
  const request = prize.solicitud
  // A processed request is the prize's state itself (PrizeActions), not a line beside it.
  if (!request || !isRequestState(request.estado) || request.estado === 'PROCESADA') return null
  if (request.estado === 'RECHAZADA') {
    return (
      <div className={styles.rejected}>
        <p className={styles.statusLine}>
          <span className={styles.badge}>{t('rejected')}</span>
          {request.motivo ? ` ${t('rejectedReason', { motivo: request.motivo })}` : null}
        </p>
        {prize.estado === 'PENDIENTE' ? <p className={styles.retirar}>{t('claimAgain')}</p> : null}
      </div>
    )
  }
  return (
    <p className={styles.statusLine}>
      {t('requestState', { estado: t(`estado.${request.estado}`) })}
    </p>
  )
}

const requestsLink = (chunks: React.ReactNode) => (
  <Link href="/mi-cuenta/solicitud-de-cobro">{chunks}</Link>
)

/**
 * One state per prize: Cobrar (and Canjear Cartón) while pending; "Premio cobrado" once its
 * request was processed; else the disabled Solicitado of a request still on its way
 * (docs/product.md §4).
 */
function PrizeActions({
  prize,
  exchangeHref,
  onClaim,
}: {
  prize: Prize
  exchangeHref: string | null
  onClaim: () => void
}) {
  const t = useTranslations('Prizes')
  if (prize.estado === 'PENDIENTE') {
    return (
      <div className={styles.prizeActions}>
        {/* A free card is exchanged, not cashed: no Cobrar that leads nowhere. */}
        {prize.canjear ? null : (
          <button
            type="button"
            className="button"
            aria-label={t('cobrarCarton', { numero: prize.numeroCarton })}
            onClick={onClaim}
          >
            {t('cobrar')}
          </button>
        )}
        {prize.canjear && exchangeHref ? (
          <Link
            href={exchangeHref}
            className="button button-accent"
            aria-label={t('canjearCarton', { numero: prize.numeroCarton })}
          >
            {t('canjear')}
          </Link>
        ) : null}
        {prize.canjear && !exchangeHref ? (
          <p className={styles.retirar}>{t('exchangeLater')}</p>
        ) : null}
      </div>
    )
  }
  if (prize.solicitud?.estado === 'PROCESADA') {
    return (
      <p className={`${styles.prizeActions} ${styles.paid}`}>
        <span className={styles.paidBadge}>{t('cobrado')}</span>{' '}
        <span>{t.rich('cobradoDetalle', { link: requestsLink })}</span>
      </p>
    )
  }
  return (
    <div className={styles.prizeActions}>
      <button type="button" className="button" disabled>
        {t('solicitado')}
      </button>
    </div>
  )
}

/** MIS PREMIOS: prize cards by draw; Cobrar opens the claim dialog, which may open the wallet one. */
export function PrizeGroups({ groups, limits, exchangeHref, forms, oficina }: PrizeGroupsProps) {
  const t = useTranslations('Prizes')
  // "Cobrá tu premio" (the win moment, the card check) arrives with ?cobrar=<prize id>: that
  // prize's claim opens at once, if it is the player's and still to be claimed.
  const cobrar = Number(useSearchParams().get('cobrar'))
  const [claiming, setClaiming] = useState<OwnedPrize | null>(() => {
    const owned = Number.isInteger(cobrar) && cobrar > 0 ? findPrize(groups, cobrar) : undefined
    return owned && owned.prize.estado === 'PENDIENTE' && !owned.prize.canjear ? owned : null
  })
  const [paying, setPaying] = useState<OwnedPrize | null>(null)

  return (
    <>
      {groups.map(({ premios, ...group }) => (
        <section
          key={group.idSorteo}
          className={styles.group}
          aria-labelledby={`draw-${group.idSorteo}`}
        >
          <div className={styles.groupHead}>
            <h2 id={`draw-${group.idSorteo}`} className={styles.groupTitle}>
              {t('groupTitle', { fecha: formatDate(group.fechaSorteo) })}
            </h2>
            {group.totalEnMiles > 0 ? (
              <p className={styles.groupTotal}>
                {t.rich('groupTotal', { total: formatGsThousands(group.totalEnMiles), amount })}
              </p>
            ) : null}
          </div>
          <ul className={styles.prizeGrid}>
            {premios.map((prize) => {
              const net = recordedNet(prize)
              return (
                <li key={prize.id}>
                  <article
                    className={styles.prize}
                    aria-label={t('carton', { numero: prize.numeroCarton })}
                  >
                    <p className={styles.prizeCard}>
                      {t('carton', { numero: prize.numeroCarton })}
                    </p>
                    <p className={styles.prizeAmount}>
                      {t.rich('ganaste', {
                        premio: prizeText(prize.premio),
                        // A good's name may wrap; an amount may not.
                        amount: typeof prize.premio === 'number' ? amount : (chunks) => chunks,
                      })}
                    </p>
                    {net ? (
                      <dl className={styles.netFacts}>
                        <NetAmountRows neto={net.neto} net={net} />
                      </dl>
                    ) : null}
                    <RequestStatus prize={prize} />
                    <PrizeActions
                      prize={prize}
                      exchangeHref={exchangeHref}
                      onClaim={() => setClaiming({ prize, group })}
                    />
                    {/* Collecting in person is an option only while the prize is still to collect. */}
                    {prize.estado === 'PENDIENTE' && !prize.canjear ? (
                      <p className={styles.retirar}>
                        <InPerson
                          oficina={oficina}
                          where="card"
                          salesPoints={
                            net !== null && limits !== undefined && walletAllowed(net.neto, limits)
                          }
                        />
                      </p>
                    ) : null}
                  </article>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <ClaimDialog
        owned={claiming}
        limits={limits}
        forms={forms}
        oficina={oficina}
        onClose={() => setClaiming(null)}
        onWallet={(owned) => {
          setClaiming(null)
          setPaying(owned)
        }}
      />
      <WalletDialog owned={paying} onClose={() => setPaying(null)} />
    </>
  )
}
