import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { TicketChooser } from '@/components/buying/ticket-chooser'
import { accountMetadata } from '@/lib/account-metadata'
import { getOpenDraw, getPacks } from '@/lib/backend'
import { fetchRandomTickets, fetchReservation } from '@/lib/backend/buying'
import { getResponsiblePlay } from '@/lib/backend/responsible-play'
import { BuyingNotice } from '@/components/responsible-play/buying-notice'
import { formatDate } from '@loteria/contract/format'
import { withAccount } from '@/lib/session/account'
import { packParam, TICKETS_PER_PAGE } from '@/lib/validation/buying'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('elegirCarton')
}

/** ELEGIR CARTÓN for the pack of `?pack=` (the cartón de la semana by default). */
export default async function ChooseTicketsPage({
  searchParams,
}: {
  searchParams: Promise<{ pack?: string | string[] }>
}) {
  const packId = packParam((await searchParams).pack)
  const t = await getTranslations('Buying')
  const [packs, draw] = await Promise.all([getPacks(), getOpenDraw()])
  const pack = packs.find((p) => p.id === packId)
  if (!pack) notFound()
  const [tickets, reservation, responsible] = await withAccount((credentials, user) =>
    Promise.all([
      fetchRandomTickets(credentials, draw.id, TICKETS_PER_PAGE),
      fetchReservation(credentials, user.id),
      getResponsiblePlay(credentials, user.id),
    ]),
  )
  const packLabel =
    pack.sorteos > 1
      ? t('packLabel', { cantidad: pack.sorteos, pack: pack.nombre })
      : t('weeklyCard')
  return (
    <div className="container page">
      <h1 className="page-title">{t('chooseTitle')}</h1>
      <p>{t('drawOf', { fecha: formatDate(draw.fecha) })}</p>
      <BuyingNotice state={responsible} />
      {responsible.pausaHasta ? null : (
        <TicketChooser
          pack={pack}
          sorteoId={draw.id}
          packLabel={packLabel}
          initialTickets={tickets}
          reservation={reservation}
        />
      )}
    </div>
  )
}
