'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { NetDetail } from '@/components/prizes/net-amount'
import { closePrizeNoticesAction } from '@/lib/actions/alerts'
import type { NoticeWithNet } from '@/lib/alerts/notice-net'
import { formatGs, wonText } from '@loteria/contract/format'
import { NoticeList } from './notice-list'
import styles from './alerts.module.css'

const MIS_PREMIOS = '/mi-cuenta/mis-premios'

const amount = (chunks: React.ReactNode) => <span className={styles.amount}>{chunks}</span>

/**
 * What the notice says: with cash, what the player collects after the tax and the prize it comes
 * from, as the win moment says it ("¡Ganaste en el Sorteo N° 1288! Cobrás Gs. 225.000. Premio
 * Gs. 250.000 menos Gs. 25.000 de impuesto retenido."); goods alone, "¡Ganaste Cartón gratis…!".
 */
function NoticeText({ notice }: { notice: NoticeWithNet }) {
  const t = useTranslations('Alerts')
  if (!notice.net) {
    return t('prizeWon', {
      premio: wonText(0, notice.bienes),
      sorteo: notice.identificadorSorteo,
    })
  }
  return (
    <>
      {t.rich('prizeWonNet', {
        sorteo: notice.identificadorSorteo,
        neto: formatGs(notice.net.neto),
        amount,
      })}
      {notice.net.retencion > 0 ? (
        <span className={styles.noticeDetail}>
          <NetDetail net={notice.net} />
        </span>
      ) : null}
      {notice.bienes.length > 0 ? (
        <span className={styles.noticeDetail}>
          {t('prizeWonGoods', { bienes: wonText(0, notice.bienes) })}
        </span>
      ) : null}
    </>
  )
}

/**
 * The prize notice above the account panel, until the player closes it or opens Mis premios; the
 * backend remembers either, so it does not come back.
 */
export function PrizeNotices({ notices }: { notices: NoticeWithNet[] }) {
  const t = useTranslations('Alerts')
  const pathname = usePathname()
  const [open, setOpen] = useState(notices)
  const closedAll = useRef(false)
  const onPrizes = pathname.startsWith(MIS_PREMIOS)

  useEffect(() => {
    if (!onPrizes || closedAll.current || notices.length === 0) return
    closedAll.current = true
    setOpen([])
    void closePrizeNoticesAction({})
  }, [onPrizes, notices.length])

  const close = (id: number) => {
    setOpen((list) => list.filter((notice) => notice.id !== id))
    void closePrizeNoticesAction({ ids: [id] })
  }

  if (onPrizes) return null
  return (
    <NoticeList
      label={t('noticesLabel')}
      closeLabel={t('closeNotice')}
      entries={open.map((notice) => ({
        key: notice.id,
        text: <NoticeText notice={notice} />,
        textData: { 'data-neto': notice.net?.neto },
        link: { href: MIS_PREMIOS, label: t('seePrizes') },
        onClose: () => close(notice.id),
      }))}
    />
  )
}
