import { render, screen, within } from '@testing-library/react'
import { NetAmountRows } from '@/components/prizes/net-amount'
import { PrizeGroups } from '@/components/prizes/prize-groups'
import type { Prize, PrizeGroup } from '@loteria/contract'
import { recordedNet } from '@/lib/prizes/net'
import { prizeOffice } from '@/lib/prizes/office'
import { requestNet } from '@/lib/prizes/request-net'
import { group as groupOf, prize, smallPrize, withMessages } from '../../support/prizes'

// Issue 26, defect 8 (docs/history.md): Mis premios said "Ganaste Gs. 250.000.000" where Cobros
// said "Total a cobrar Gs. 225.000.000"; a paid prize showed "Procesada" beside a disabled
// "Solicitado"; "acercate a retirar" never said where.

jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }),
}))
// The dialogs open on Cobrar, which these tests do not press; their server actions stay out.
jest.mock('@/components/prizes/claim-dialog', () => ({ ClaimDialog: () => null }))
jest.mock('@/components/prizes/wallet-dialog', () => ({ WalletDialog: () => null }))

const group = (premios: Prize[]): PrizeGroup => groupOf(premios, 250_000)

const OFICINA = 'Casa Central, Av. Mariscal López 1234 c/ Venezuela, Asunción'
const LIMITS = {
  maxBilletera: 2_000_000,
  minTransferencia: 2_000_001,
  maxTransferencia: 500_000_000,
}
const FORMS = { entidades: [], paises: [], departamentos: [], defaults: {} }

function renderPrizes(groups: PrizeGroup[], oficina: string | null = OFICINA) {
  return render(
    withMessages(
      <PrizeGroups
        groups={groups}
        limits={LIMITS}
        exchangeHref={null}
        forms={FORMS}
        oficina={oficina}
      />,
    ),
  )
}

const card = (numero: string) => screen.getByRole('article', { name: `Cartón N° ${numero}` })

describe('Mis premios and Cobros', () => {
  it('show a prize’s gross and net the same way', () => {
    const won = prize({})
    const groups = [group([won])]
    renderPrizes(groups)
    const onPrizes = card('000123')
    expect(onPrizes).toHaveTextContent('Ganaste: Gs. 250.000.000')
    const onPrizesRows = within(onPrizes).getByRole('term').closest('dl')!
    expect(within(onPrizesRows).getByRole('term')).toHaveTextContent('Total a cobrar')

    // Cobros: the request names its draw, card and total; the same block comes from it.
    const net = requestNet(groups, {
      sorteoId: 1287,
      numeroCarton: '123',
      totalAcobrar: 225_000_000,
    })
    const { container } = render(
      withMessages(
        <dl>
          <NetAmountRows neto={225_000_000} net={net} />
        </dl>,
      ),
    )
    const onRequest = within(container)
    expect(onRequest.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      'Gs.\u00a0225.000.000',
      'Premio Gs.\u00a0250.000.000 menos Gs.\u00a025.000.000 de impuesto retenido.',
    ])
    expect(onPrizesRows.innerHTML).toBe(container.querySelector('dl')!.innerHTML)
  })

  it('a request whose prize is not found shows its total alone', () => {
    const groups = [group([prize({})])]
    expect(
      requestNet(groups, { sorteoId: 1287, numeroCarton: '000123', totalAcobrar: 1 }),
    ).toBeNull()
    expect(
      requestNet(groups, { sorteoId: 9, numeroCarton: '000123', totalAcobrar: 225_000_000 }),
    ).toBeNull()
    const { container } = render(
      withMessages(
        <dl>
          <NetAmountRows neto={135_000} net={null} />
        </dl>,
      ),
    )
    expect(container).toHaveTextContent(/^Total a cobrarGs\. 135\.000$/)
  })

  it('a card that won twice: the request’s total picks its prize', () => {
    const groups = [
      group([
        prize({ id: 1, premio: 150_000, descuentoFiscal: 15_000, total: 135_000 }),
        prize({ id: 2 }),
      ]),
    ]
    expect(
      requestNet(groups, { sorteoId: 1287, numeroCarton: '000123', totalAcobrar: 135_000 }),
    ).toEqual({ bruto: 150_000, retencion: 15_000, neto: 135_000 })
  })
})

describe('a prize’s state on Mis premios', () => {
  it('paid: "Premio cobrado" alone, no disabled Solicitado, no "acercate a retirar"', () => {
    renderPrizes([
      group([
        prize({ estado: 'COBRO_SOLICITADO', solicitud: { estado: 'PROCESADA', motivo: '' } }),
      ]),
    ])
    const paid = card('000123')
    expect(paid).toHaveTextContent('Premio cobrado')
    expect(within(paid).queryByRole('button')).toBeNull()
    expect(paid).not.toHaveTextContent('Procesada')
    expect(paid).not.toHaveTextContent(/acercate/i)
    expect(within(paid).getByRole('link', { name: 'Solicitud de Cobros' })).toHaveAttribute(
      'href',
      '/mi-cuenta/solicitud-de-cobro',
    )
  })

  it('requested: the disabled Solicitado of docs/product.md §4', () => {
    renderPrizes([
      group([
        prize({ estado: 'COBRO_SOLICITADO', solicitud: { estado: 'PENDIENTE', motivo: '' } }),
      ]),
    ])
    expect(within(card('000123')).getByRole('button', { name: 'Solicitado' })).toBeDisabled()
    expect(card('000123')).not.toHaveTextContent(/acercate/i)
  })

  it('pending: "o acercate a retirar tu premio" says where', () => {
    renderPrizes([group([prize({}), smallPrize()])])
    expect(card('000123')).toHaveTextContent(
      `o acercate a retirar tu premio a nuestras oficinas (${OFICINA}) con tu cartón y tu documento de identidad.`,
    )
    // Sales points pay only what fits a wallet (the Reglamento's limit).
    expect(within(card('000123')).queryByRole('link', { name: 'punto de venta' })).toBeNull()
    expect(within(card('000124')).getByRole('link', { name: 'punto de venta' })).toHaveAttribute(
      'href',
      '/distribuidores',
    )
  })

  it('without an office address: a sales point, linked', () => {
    renderPrizes([group([prize({})])], null)
    expect(card('000123')).toHaveTextContent(
      'o acercate a retirar tu premio a un punto de venta con tu cartón y tu documento de identidad.',
    )
    expect(within(card('000123')).getByRole('link', { name: 'punto de venta' })).toHaveAttribute(
      'href',
      '/distribuidores',
    )
  })
})

describe('the office', () => {
  it('is the site config’s first address, with its name', () => {
    expect(
      prizeOffice([
        {
          nombre: 'Casa Central',
          direccion: 'Av. Mariscal López 1234 c/ Venezuela, Asunción',
          telefono: '',
        },
        { nombre: 'Sucursal', direccion: 'Otra 1', telefono: '' },
      ]),
    ).toBe(OFICINA)
    expect(prizeOffice([{ nombre: '', direccion: 'Calle 1', telefono: '' }])).toBe('Calle 1')
    expect(prizeOffice([])).toBeNull()
  })
})

describe('recorded net', () => {
  it('is the backend’s amounts for cash, none for goods', () => {
    expect(recordedNet(prize({}))).toEqual({
      bruto: 250_000_000,
      retencion: 25_000_000,
      neto: 225_000_000,
    })
    expect(recordedNet(prize({ premio: 'Moto 0 km' }))).toBeNull()
  })
})
