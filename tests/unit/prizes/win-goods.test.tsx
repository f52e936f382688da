import { fireEvent, render, screen } from '@testing-library/react'
import { WinCelebration } from '@/components/alerts/win-celebration'
import type { WinSummary } from '@/lib/prizes/win-summary'
import { withMessages } from '../../support/prizes'

// Issue 36, finding 8: the win moment said "Además ganaste: Cartón gratis" when the free card was
// all the player won. "Además" only follows cash.

jest.mock('@/components/draws/confetti', () => ({ Confetti: () => null }))

const freeCard = {
  id: 3,
  numeroCarton: '000125',
  premio: 'Cartón gratis',
  descuentoFiscal: 0,
  total: 0,
  canjear: true,
}
const win = (over: Partial<WinSummary>): WinSummary => ({
  sorteoId: 1287,
  identificador: 'Sorteo N° 1287',
  premios: [freeCard],
  neto: 0,
  bruto: 0,
  retencion: 0,
  ...over,
})

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

describe('the win moment’s goods', () => {
  it('names goods won alone without "Además"', () => {
    render(withMessages(<WinCelebration win={win({})} onClose={() => undefined} />))
    expect(screen.getByText('Tu premio: Cartón gratis')).toBeTruthy()
    expect(screen.queryByText(/Además/)).toBeNull()
  })

  it('says "Además ganaste" for goods won beside cash', () => {
    const cash = { ...freeCard, id: 4, premio: 150_000, descuentoFiscal: 15_000, total: 135_000 }
    render(
      withMessages(
        <WinCelebration
          win={win({
            premios: [cash, freeCard],
            neto: 135_000,
            bruto: 150_000,
            retencion: 15_000,
          })}
          onClose={() => undefined}
        />,
      ),
    )
    expect(screen.getByText('Además ganaste: Cartón gratis')).toBeTruthy()
  })
})

describe('the win moment’s Cobrar', () => {
  it('closes the celebration as it opens the claim, so it never sits over the claim dialog', () => {
    const onClose = jest.fn()
    const cash = { ...freeCard, id: 4, premio: 150_000, descuentoFiscal: 15_000, total: 135_000 }
    render(
      withMessages(
        <WinCelebration
          win={win({ premios: [cash], neto: 135_000, bruto: 150_000, retencion: 15_000 })}
          onClose={onClose}
        />,
      ),
    )
    const dialog = screen.getByRole('dialog', { name: '¡Ganaste!' })
    dialog.addEventListener('close', onClose)
    fireEvent.click(screen.getByRole('link', { name: 'Cobrá tu premio' }))
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(onClose).toHaveBeenCalled()
  })
})
