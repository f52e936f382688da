import { render, screen } from '@testing-library/react'
import { PrizeNotices } from '@/components/alerts/prize-notices'
import { noticeNet } from '@/lib/alerts/notice-net'
import type { PrizeNotice } from '@loteria/contract'
import { winSummary } from '@/lib/prizes/win-summary'
import { group, prize, smallPrize, withMessages } from '../../support/prizes'

// Issue 26 (docs/history.md): the in-site notice showed the gross amount where the win moment shows
// the net.

jest.mock('next/navigation', () => ({ usePathname: () => '/mi-cuenta/datos-personales' }))
jest.mock('@/lib/actions/alerts', () => ({ closePrizeNoticesAction: jest.fn() }))

describe('the in-site notice', () => {
  const notice: PrizeNotice = {
    id: 7,
    sorteoId: 1287,
    identificadorSorteo: 'Sorteo N° 1287',
    fechaSorteo: '2026-11-22T21:00:00.000Z',
    monto: 250_150_000,
    bienes: ['Cartón gratis'],
  }
  const groups = [
    group(
      [
        prize({}),
        smallPrize(),
        prize({
          id: 3,
          numeroCarton: '000125',
          premio: 'Cartón gratis',
          descuentoFiscal: 0,
          total: 0,
          canjear: true,
        }),
      ],
      250_150,
    ),
  ]

  it('states the net like the win moment: the backend’s amounts for the draw', () => {
    const net = noticeNet(notice, groups, 10)
    const summary = winSummary(groups, 1287)!
    expect(net).toEqual({ bruto: summary.bruto, retencion: summary.retencion, neto: summary.neto })
    expect(net).toEqual({ bruto: 250_150_000, retencion: 25_015_000, neto: 225_135_000 })
  })

  it('without the prizes at hand, the gross less the stated rate; goods alone, none', () => {
    expect(noticeNet({ ...notice, monto: 250_000 }, [], 10)).toEqual({
      bruto: 250_000,
      retencion: 25_000,
      neto: 225_000,
    })
    expect(noticeNet({ ...notice, monto: 0 }, groups, 10)).toBeNull()
  })

  it('shows the net, the prize it comes from and the goods', () => {
    render(
      withMessages(<PrizeNotices notices={[{ ...notice, net: noticeNet(notice, groups, 10) }]} />),
    )
    const shown = screen.getByRole('status')
    expect(shown).toHaveTextContent('¡Ganaste en el Sorteo N° 1287! Cobrás Gs. 225.135.000.')
    expect(shown).toHaveTextContent(
      'Premio Gs. 250.150.000 menos Gs. 25.015.000 de impuesto retenido.',
    )
    expect(shown).toHaveTextContent('Además ganaste: Cartón gratis.')
    expect(shown).not.toHaveTextContent('¡Ganaste Gs. 250.150.000')
  })

  it('goods alone: what was won, no amount', () => {
    render(withMessages(<PrizeNotices notices={[{ ...notice, monto: 0, net: null }]} />))
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Ganaste Cartón gratis en el Sorteo N° 1287!',
    )
  })
})
