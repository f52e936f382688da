import { render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { SnackbarProvider } from '@/components/ui/snackbar'
import messages from '@/messages/es.json'

// Whose card it is comes from a server action (the session's prizes): a visitor without a session.
jest.mock('@/lib/actions/win', () => ({
  cardWinAction: async () => ({
    ok: true,
    message: '',
    data: { logueado: false, propio: null, tasa: 10 },
  }),
}))

// /verificar: the form checks the card its address names, or says what is wrong with it.

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

function renderAt(address: string) {
  window.history.replaceState(null, '', address)
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SnackbarProvider>
        <CardCheckForm
          draws={[
            { id: 7, label: 'Sorteo N° 7 del 15/11/2026' },
            { id: 6, label: 'Sorteo N° 6 del 08/11/2026' },
          ]}
          checkFromAddress
        />
      </SnackbarProvider>
    </NextIntlClientProvider>,
  )
}

describe('CardCheckForm on /verificar', () => {
  const original = global.fetch
  afterEach(() => {
    global.fetch = original
  })

  it('fills the card and draw from the address and checks them once', async () => {
    const body = { ganador: false, premios: [] }
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => body })
    global.fetch = fetchMock as typeof fetch
    renderAt('/verificar?carton=004512&sorteo=6')
    const dialog = await screen.findByRole('dialog', { name: '¡Uy! Esta vez no fue' })
    expect(dialog).toHaveTextContent(
      'El cartón N° 004512 no tiene premios en el Sorteo N° 6 del 08/11/2026.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/api/consulta?sorteo=6&carton=004512')
    expect(screen.getByLabelText('Número de cartón')).toHaveValue('004512')
    expect(screen.getByLabelText('Sorteo')).toHaveValue('6')
  })

  it.each([
    ['/verificar', 'El enlace no dice qué cartón verificar.'],
    [
      '/verificar?carton=12ab&sorteo=6',
      'El enlace tiene un número de cartón o un sorteo que no es válido.',
    ],
    [
      '/verificar?carton=004512',
      'El enlace tiene un número de cartón o un sorteo que no es válido.',
    ],
  ])('%s checks nothing and says why', async (address, words) => {
    const fetchMock = jest.fn()
    global.fetch = fetchMock as typeof fetch
    renderAt(address)
    expect(await screen.findByText(words, { exact: false })).toHaveAttribute('role', 'status')
    expect(fetchMock).not.toHaveBeenCalled()
    // Typing still works.
    expect(screen.getByLabelText('Número de cartón')).toBeEnabled()
  })
})
