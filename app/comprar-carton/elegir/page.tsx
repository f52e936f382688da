import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { TicketChooser } from '@/components/buying/ticket-chooser'
import { accountMetadata } from '@/lib/account-metadata'
import { getPacks } from '@/lib/backend'
import { SalesClosed } from '@/components/draws/sales-closed'
import { onSale } from '@/lib/draws/week'
import { openWeek } from '@/lib/draws/open-week'
import { renderedAt } from '@/lib/time/rendered-at'
import { RESERVATION_MS } from '@/lib/buying/countdown'
import { readRandomTickets, readReservation, searchTickets } from '@/lib/backend/buying'
import { readResponsiblePlay } from '@/lib/backend/responsible-play'
import { BuyingNotice } from '@/components/responsible-play/buying-notice'
import { limitReached } from '@/lib/responsible-play/buying-offer'
import { formatDate } from '@loteria/contract/format'
import { withAccount } from '@/lib/session/account'
import { packParam, TICKETS_PER_PAGE } from '@/lib/validation/buying'
import type { BackendCredentials } from '@/lib/backend/request'
import { luckyNumberSchema, type Ticket } from '@loteria/contract'

/**
 * The tickets offered first: with a lucky number ("Renovar pack" brings the pack's), that
 * card first while it is free, then the usual random ones.
 */
async function offeredTickets(
  credentials: BackendCredentials,
  drawId: number,
  favorito: string | null | undefined,
): Promise<Ticket[]> {
  const [random, found] = await Promise.all([
    readRandomTickets(credentials, drawId, TICKETS_PER_PAGE),
    favorito ? searchTickets(credentials, drawId, favorito).catch(() => []) : [],
  ])
  const lucky = found.filter((ticket) => ticket.numero === favorito).slice(0, 1)
  return [...lucky, ...random.filter((ticket) => !lucky.some((l) => l.id === ticket.id))]
}

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('elegirCarton')
}

/** ELEGIR CARTÓN for the pack of `?pack=` (the cartón de la semana by default). */
export default async function ChooseTicketsPage({
  searchParams,
}: {
  searchParams: Promise<{ pack?: string | string[]; favorito?: string | string[] }>
}) {
  const params = await searchParams
  const packId = packParam(params.pack)
  const favorito = luckyNumberSchema.safeParse(
    Array.isArray(params.favorito) ? params.favorito[0] : (params.favorito ?? ''),
  ).data
  const t = await getTranslations('Buying')
  const [packs, draw] = await Promise.all([getPacks(), openWeek()])
  const pack = packs.find((p) => p.id === packId)
  if (!pack) notFound()
  if (!onSale(draw)) {
    return (
      <div className="container page">
        <h1 className="page-title">{t('chooseTitle')}</h1>
        <SalesClosed week={draw} />
      </div>
    )
  }
  const [tickets, reservation, responsible] = await withAccount((credentials, user) =>
    Promise.all([
      offeredTickets(credentials, draw.id, favorito),
      readReservation(credentials, user.id),
      readResponsiblePlay(credentials, user.id),
    ]),
  )
  // Before paying: what the pack is (this draw and the next ones), never what "remains" of a pack
  // not bought yet.
  const packLabel =
    pack.sorteos > 1
      ? t('packBuyLabel', { pack: pack.nombre, siguientes: pack.sorteos - 1 })
      : t('weeklyCard')
  return (
    <div className="container page">
      <h1 className="page-title">{t('chooseTitle')}</h1>
      <p>{t('drawOf', { fecha: formatDate(draw.fecha) })}</p>
      {pack.sorteos > 1 ? <p data-testid="como-juega-el-pack">{t('packHowItPlays')}</p> : null}
      <BuyingNotice state={responsible} packs={[pack]} />
      {responsible.pausaHasta || limitReached(responsible, [pack]) ? null : (
        <TicketChooser
          pack={pack}
          sorteoId={draw.id}
          packLabel={packLabel}
          initialTickets={tickets}
          reservation={reservation}
          cierre={draw.cierre}
          closeFirst={Date.parse(draw.cierre) < renderedAt() + RESERVATION_MS}
        />
      )}
    </div>
  )
}
