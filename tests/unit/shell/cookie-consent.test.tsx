import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { CookieConsent } from '@/components/shell/cookie-consent'
import { SnackbarProvider } from '@/components/ui/snackbar'
import { CONSENT_KEYS, readConsent } from '@/lib/cookie-consent'
import messages from '@/messages/es.json'

// jsdom has no <dialog> methods; emulate the open state.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})

beforeEach(() => window.localStorage.clear())

function renderConsent() {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SnackbarProvider>
        <CookieConsent />
      </SnackbarProvider>
    </NextIntlClientProvider>,
  )
}

describe('cookie banner', () => {
  it('shows on first visit and stores Aceptar', async () => {
    renderConsent()
    const banner = await screen.findByRole('region', { name: 'Aviso de cookies' })
    await userEvent.click(within(banner).getByRole('button', { name: 'Aceptar' }))
    expect(readConsent(window.localStorage)).toEqual({
      accepted: true,
      analytics: true,
      advertising: true,
    })
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument()
  })

  it('stores Declinar as not accepted', async () => {
    renderConsent()
    await userEvent.click(await screen.findByRole('button', { name: 'Declinar' }))
    expect(window.localStorage.getItem(CONSENT_KEYS.accepted)).toBe('false')
  })

  it('does not show once a choice is stored', () => {
    window.localStorage.setItem(CONSENT_KEYS.accepted, 'false')
    renderConsent()
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument()
  })

  it('stores the chosen categories from the preferences modal with accepted=true', async () => {
    renderConsent()
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar Cookies' }))
    const dialog = screen.getByRole('dialog', { name: 'Centro de preferencia de la privacidad' })
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Cookies analíticas' }))
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Confirmar mis preferencias' }),
    )
    expect(readConsent(window.localStorage)).toEqual({
      accepted: true,
      analytics: true,
      advertising: false,
    })
    expect(await screen.findByText('Cookies guardadas con éxito')).toBeInTheDocument()
  })

  it('expands a category description', async () => {
    renderConsent()
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar Cookies' }))
    const toggle = screen.getByRole('button', { name: /Cookies publicitarias/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/socios publicitarios/)).toBeVisible()
  })
})
