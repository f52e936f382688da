import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { SnackbarProvider } from '@/components/ui/snackbar'
import { onlyDigits } from '@/lib/validation/card-check-rules'
import messages from '@/messages/es.json'
import type { CardWin } from '@/lib/actions/win'

// Whose card it is comes from a server action (the session's prizes): stood in for here.
const cardWin = jest.fn<Promise<unknown>, [unknown]>()
jest.mock('@/lib/actions/win', () => ({ cardWinAction: (input: unknown) => cardWin(input) }))
const answered = (data: CardWin) => cardWin.mockResolvedValue({ ok: true, message: '', data })

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

function renderForm() {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SnackbarProvider>
        <CardCheckForm draws={[{ id: 7, label: 'Sorteo N° 7 del 15/11/2026' }]} />
      </SnackbarProvider>
    </NextIntlClientProvider>,
  )
}

describe('onlyDigits', () => {
  it('strips everything that is not a digit', () => {
    expect(onlyDigits('12ab-3 4')).toBe('1234')
    expect(onlyDigits('abc')).toBe('')
  })
})

describe('CardCheckForm', () => {
  it('never shows letters and enables Verificar only with a number', async () => {
    renderForm()
    const input = screen.getByLabelText('Número de cartón')
    const button = screen.getByRole('button', { name: 'Verificar' })
    expect(button).toBeDisabled()
    await userEvent.type(input, 'a1b2c3')
    expect(input).toHaveValue('123')
    expect(button).toBeEnabled()
  })

  it('opens the congratulations dialog for a winning answer', async () => {
    answered({ logueado: false, propio: null, tasa: 10 })
    // jsdom has no Response: a minimal stand-in with what the form reads.
    const body = {
      ganador: true,
      premios: [
        {
          primerMensaje: '¡Felicitaciones! El cartón N° 000123',
          segundoMensaje: 'ganó Gs. 150.000.',
          nroCarton: '000123',
        },
      ],
    }
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => body })
    const original = global.fetch
    global.fetch = fetchMock as typeof fetch
    Object.defineProperty(window, 'matchMedia', {
      value: () => ({ matches: true }),
      configurable: true,
    })
    try {
      renderForm()
      await userEvent.type(screen.getByLabelText('Número de cartón'), '123')
      await userEvent.click(screen.getByRole('button', { name: 'Verificar' }))
      expect(fetchMock).toHaveBeenCalledWith('/api/consulta?sorteo=7&carton=123')
      const dialog = await screen.findByRole('dialog', { name: '¡Felicitaciones!' })
      expect(dialog).toHaveTextContent('El cartón N° 000123 ganó Gs. 150.000.')
      // The title congratulates; a backend's own "¡Felicitaciones!" is not said again.
      expect(dialog.textContent?.match(/Felicitaciones/g)).toHaveLength(1)
      // Logged out: the way to claim goes through the login, back to Mis premios.
      expect(
        within(dialog).getByRole('link', { name: 'Iniciá sesión para cobrar tu premio' }),
      ).toHaveAttribute('href', '/login?next=%2Fmi-cuenta%2Fmis-premios')
      // Reduced motion (matchMedia matches): no confetti canvas at all.
      expect(dialog.querySelector('canvas')).toBeNull()
      // What a winner collects after the 10 % withheld, not only the gross prize.
      expect(dialog).toHaveTextContent(
        'Al cobrarlo se retiene el 10% de impuesto: Gs. 135.000 de un premio de Gs. 150.000.',
      )
      expect(cardWin).toHaveBeenCalledWith({ carton: '123', sorteo: '7' })
    } finally {
      global.fetch = original
    }
  })

  const winning = {
    ganador: true,
    premios: [
      {
        primerMensaje: 'El cartón N° 011599',
        segundoMensaje: 'ganó Gs. 30.000.000 en la jugada Azar.',
        nroCarton: '011599',
      },
    ],
  }

  async function checkWinningCard() {
    const original = global.fetch
    global.fetch = jest
      .fn()
      .mockResolvedValue({ ok: true, status: 200, json: async () => winning }) as typeof fetch
    Object.defineProperty(window, 'matchMedia', {
      value: () => ({ matches: true }),
      configurable: true,
    })
    try {
      renderForm()
      await userEvent.type(screen.getByLabelText('Número de cartón'), '11599')
      await userEvent.click(screen.getByRole('button', { name: 'Verificar' }))
      return await screen.findByRole('dialog', { name: '¡Felicitaciones!' })
    } finally {
      global.fetch = original
    }
  }

  it("offers the player's own card the claim, with the backend's net amount", async () => {
    answered({
      logueado: true,
      tasa: 10,
      propio: {
        sorteoId: 7,
        identificador: 'Sorteo N° 7',
        premios: [
          {
            id: 41,
            numeroCarton: '011599',
            premio: 30_000_000,
            descuentoFiscal: 3_000_000,
            total: 27_000_000,
            canjear: false,
          },
        ],
        bruto: 30_000_000,
        retencion: 3_000_000,
        neto: 27_000_000,
      },
    })
    const dialog = await checkWinningCard()
    expect(dialog).toHaveTextContent(
      'Cobrás Gs. 27.000.000: premio Gs. 30.000.000 menos Gs. 3.000.000 de impuesto retenido.',
    )
    expect(within(dialog).getByRole('link', { name: 'Cobrá tu premio' })).toHaveAttribute(
      'href',
      '/mi-cuenta/mis-premios?cobrar=41',
    )
  })

  it("does not offer a logged-in player the claim of somebody else's card", async () => {
    answered({ logueado: true, propio: null, tasa: 10 })
    const dialog = await checkWinningCard()
    expect(within(dialog).queryByRole('link', { name: /cobrá tu premio/i })).toBeNull()
    expect(within(dialog).queryByRole('link', { name: /iniciá sesión/i })).toBeNull()
    expect(dialog).toHaveTextContent(
      'Este cartón no está en tu cuenta: solo puede cobrarlo quien lo compró.',
    )
    expect(dialog).toHaveTextContent('Gs. 27.000.000 de un premio de Gs. 30.000.000')
  })
})
