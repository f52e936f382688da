import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { CookieConsent } from '@/components/shell/cookie-consent'
import { SnackbarProvider } from '@/components/ui/snackbar'
import {
  CONSENT_COOKIE,
  CONSENT_HEAD_SCRIPT,
  CONSENT_KEYS,
  readConsent,
} from '@/lib/cookie-consent'
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
    const dialog = await screen.findByRole('dialog', {
      name: 'Centro de preferencia de la privacidad',
    })
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
    const toggle = await screen.findByRole('button', { name: /Cookies publicitarias/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/socios publicitarios/)).toBeVisible()
  })

  // The buttons are a form that works before hydration and without JavaScript.
  it('answers with a form posted to /api/cookies whose buttons are never disabled', async () => {
    renderConsent()
    const banner = await screen.findByRole('region', { name: 'Aviso de cookies' })
    const form = banner.querySelector('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/cookies')
    for (const name of ['Declinar', 'Aceptar']) {
      const button = within(banner).getByRole('button', { name })
      expect(button).toHaveAttribute('type', 'submit')
      expect(button).toHaveAttribute('name', 'eleccion')
      expect(button).toBeEnabled()
    }
    // The modal needs scripts: a plain button, hidden without them (api/cookies/estilo).
    const configure = within(banner).getByRole('button', { name: 'Configurar Cookies' })
    expect(configure).toBeEnabled()
    expect(configure).toHaveAttribute('data-cookie-configure')
    expect(configure).toHaveAttribute('aria-haspopup', 'dialog')
  })
})

describe('the head script', () => {
  const run = () => {
    delete document.documentElement.dataset.consent
    new Function(CONSENT_HEAD_SCRIPT)()
  }
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`
  })

  it("stores a choice the banner's form posted (the cookie) and marks the page", () => {
    document.cookie = `${CONSENT_COOKIE}=false; path=/`
    run()
    expect(readConsent(window.localStorage)).toEqual({
      accepted: false,
      analytics: false,
      advertising: false,
    })
    expect(document.documentElement.dataset.consent).toBe('1')
  })

  it('never overwrites a choice stored by script', () => {
    window.localStorage.setItem(CONSENT_KEYS.accepted, 'true')
    document.cookie = `${CONSENT_COOKIE}=false; path=/`
    run()
    expect(window.localStorage.getItem(CONSENT_KEYS.accepted)).toBe('true')
  })

  it('leaves an undecided visitor unmarked', () => {
    run()
    expect(document.documentElement.dataset.consent).toBeUndefined()
  })
})
