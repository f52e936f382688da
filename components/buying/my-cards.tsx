'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { myCardDetailAction } from '@/lib/actions/buying'
import { CardQr } from '@/components/card-qr/card-qr'
import { CardOutcome, GroupWinners } from '@/components/alerts/card-outcome'
import { Dialog } from '@/components/ui/dialog'
import type { CardDetail, MyCardsGroup } from '@loteria/contract'
import { formatDate, formatDateTime } from '@loteria/contract/format'
import { AutoChosenMark } from '@/components/packs/auto-chosen-mark'
import { TicketPlays } from './ticket-plays'
import { useActionFailure } from '@/components/forms/use-action-failure'
import styles from './buying.module.css'

/** The card numbers by draw; a number opens its detail (date, buyer, payment, document, plays). */
export function MyCards({ groups }: { groups: MyCardsGroup[] }) {
  const t = useTranslations('Buying')
  const tQr = useTranslations('CardQr')
  const fail = useActionFailure()
  const [detail, setDetail] = useState<CardDetail | null>(null)
  const [loading, setLoading] = useState<number | null>(null)
  /** The open card's draw, for its QR code (null: the backend did not say). */
  const [drawId, setDrawId] = useState<number | null>(null)

  const open = async (cardId: number, sorteoId: number | null | undefined) => {
    setLoading(cardId)
    setDrawId(sorteoId ?? null)
    const result = await myCardDetailAction({ ticketId: cardId })
    setLoading(null)
    if (result.ok && result.data) {
      setDetail(result.data)
      return
    }
    fail(result)
  }

  return (
    <>
      {groups.map((group) => (
        <section key={group.fechaSorteo} className={styles.cardGroup}>
          <h2 className={styles.subTitle}>
            {t('drawOf', { fecha: formatDate(group.fechaSorteo) })}
          </h2>
          <GroupWinners group={group} />
          <ul className={styles.ticketGrid}>
            {group.numeroCarton.map((card) => (
              <li key={card.id}>
                <button
                  type="button"
                  className={styles.ticketNumber}
                  aria-label={t('cardDetailAria', { numero: card.numero })}
                  aria-busy={loading === card.id}
                  onClick={() => void open(card.id, group.sorteoId)}
                >
                  {card.numero}
                </button>
                {card.eleccionAutomatica ? <AutoChosenMark favorito={card.favorito} /> : null}
                <CardOutcome card={card} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Dialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? t('cardTitle', { numero: detail.numero }) : ''}
        closeLabel={t('close')}
        width="500px"
      >
        {detail ? (
          <>
            <dl className={styles.facts}>
              <dt>{t('detailDate')}</dt>
              <dd>{formatDateTime(detail.fechaReserva)}</dd>
              <dt>{t('detailBuyer')}</dt>
              <dd>{detail.usuarioNombre}</dd>
              <dt>{t('detailMethod')}</dt>
              <dd>{detail.medioPagoNombre}</dd>
              <dt>{t('detailDocument')}</dt>
              <dd>{detail.usuarioDocumento}</dd>
            </dl>
            <h3 className={styles.subTitle}>{t('detailPlays')}</h3>
            <TicketPlays jugadas={detail.jugadas} />
            {drawId ? (
              <CardQr
                card={{ carton: detail.numero, sorteo: String(drawId) }}
                alt={tQr('qrAlt', { carton: detail.numero })}
                caption={tQr('qrCaption')}
              />
            ) : null}
          </>
        ) : null}
      </Dialog>
    </>
  )
}
