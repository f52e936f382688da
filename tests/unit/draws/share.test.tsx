import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { ShareButton } from '@/components/share/share-button'
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

const sharedText = (link: HTMLElement) =>
  new URL(link.getAttribute('href')!).searchParams.get('text')

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

describe('ShareButton', () => {
  it('is a WhatsApp link with the text and the address where the browser cannot share', () => {
    render(
      <ShareButton
        text="Resultados del Sorteo N° 1287"
        url="https://x.py/resultados/1287"
        label="Compartir"
      />,
    )
    const link = screen.getByRole('link', { name: 'Compartir' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(sharedText(link)).toBe('Resultados del Sorteo N° 1287 https://x.py/resultados/1287')
  })

  it('opens the system share sheet where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    render(<ShareButton text="Resultados" url="https://x.py/resultados/1287" label="Compartir" />)
    const link = screen.getByRole('link', { name: 'Compartir' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(share).toHaveBeenCalledWith({ text: 'Resultados', url: 'https://x.py/resultados/1287' })
    expect(click.defaultPrevented).toBe(true)
  })
})

describe('sharing a win from the card check', () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
  })

  it('says the draw, and the cartón only when the player ticks the box', async () => {
    const body = {
      ganador: true,
      premios: [
        { primerMensaje: 'El cartón N° 000123', segundoMensaje: 'ganó.', nroCarton: '000123' },
      ],
    }
    const original = global.fetch
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => body })
    Object.defineProperty(window, 'matchMedia', {
      value: () => ({ matches: true }),
      configurable: true,
    })
    try {
      render(
        <NextIntlClientProvider locale="es" messages={messages}>
          <SnackbarProvider>
            <CardCheckForm draws={[{ id: 7, label: 'Sorteo N° 7 del 15/11/2026' }]} />
          </SnackbarProvider>
        </NextIntlClientProvider>,
      )
      await userEvent.type(screen.getByLabelText('Número de cartón'), '123')
      await userEvent.click(screen.getByRole('button', { name: 'Verificar' }))
      const dialog = await screen.findByRole('dialog', { name: '¡Felicitaciones!' })
      const link = within(dialog).getByRole('link', { name: 'Compartir' })
      expect(sharedText(link)).toBe(
        `¡Gané en el Sorteo N° 7 del 15/11/2026! ${window.location.origin}/resultados/7`,
      )
      expect(sharedText(link)).not.toContain('123')
      await userEvent.click(within(dialog).getByLabelText('Incluir el número de mi cartón'))
      expect(sharedText(link)).toContain('con el cartón N° 000123!')
    } finally {
      global.fetch = original
    }
  })
})
