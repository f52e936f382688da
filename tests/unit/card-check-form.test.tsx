import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { SnackbarProvider } from '@/components/ui/snackbar'
import { onlyDigits } from '@/lib/validation/card-check-rules'
import messages from '@/messages/es.json'

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
    } finally {
      global.fetch = original
    }
  })
})
