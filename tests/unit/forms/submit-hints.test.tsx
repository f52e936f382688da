import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { LoginForm } from '@/components/auth/login-form'
import { ContactForm } from '@/components/contact/contact-form'
import { CardCheckForm } from '@/components/draws/card-check-form'
import { SnackbarProvider } from '@/components/ui/snackbar'
import { missingFields } from '@/lib/forms/missing-fields'
import { loginSchema, registerSchema } from '@/lib/validation/auth'
import messages from '@/messages/es.json'

// Issue 26, defect 15 (docs/history.md): submit buttons sat greyed out with no word on why. Each
// now says, beside it, what is missing, and points to that sentence (aria-describedby) while it is
// disabled.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}))
jest.mock('@/lib/actions/auth', () => ({ loginAction: jest.fn() }))
jest.mock('@/lib/actions/contact', () => ({ sendContactAction: jest.fn() }))
jest.mock('@/lib/actions/win', () => ({ cardWinAction: jest.fn() }))

function withMessages(children: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </NextIntlClientProvider>,
  )
}

/** The sentence a disabled button points to, or null when it points to none. */
function reasonOf(button: HTMLElement): string | null {
  const id = button.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? null) : null
}

describe('missingFields', () => {
  it('names the fields the schema refuses, in the form’s order', () => {
    expect(
      missingFields(loginSchema, { username: '', password: '' }, ['username', 'password']),
    ).toEqual(['username', 'password'])
    expect(
      missingFields(loginSchema, { username: 'ana@example.com', password: '123' }, [
        'username',
        'password',
      ]),
    ).toEqual(['password'])
    expect(
      missingFields(loginSchema, { username: 'ana@example.com', password: '123456' }, [
        'username',
        'password',
      ]),
    ).toEqual([])
  })

  it('names the field a cross-field rule points at (the e-mail confirmation)', () => {
    const missing = missingFields(
      registerSchema,
      { email: 'ana@example.com', confirmarEmail: 'otra@example.com' },
      ['email', 'confirmarEmail', 'nombre'],
    )
    expect(missing).toEqual(['confirmarEmail', 'nombre'])
  })
})

describe('a disabled submit button says why', () => {
  it('login: the fields still missing, gone once both are right', async () => {
    withMessages(<LoginForm />)
    const button = screen.getByRole('button', { name: 'Ingresar' })
    expect(button).toBeDisabled()
    expect(reasonOf(button)).toBe(
      'Para continuar, completá o corregí: Correo electrónico y Contraseña.',
    )
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com')
    expect(reasonOf(button)).toBe('Para continuar, completá o corregí: Contraseña.')
    await userEvent.type(screen.getByLabelText('Contraseña'), '123456')
    expect(button).toBeEnabled()
    expect(reasonOf(button)).toBeNull()
    expect(screen.getByTestId('submit-hint')).toBeEmptyDOMElement()
  })

  it('contact: more than three fields are counted, the first one named', async () => {
    withMessages(<ContactForm />)
    const button = screen.getByRole('button', { name: 'Enviar mensaje' })
    expect(reasonOf(button)).toBe(
      'Para continuar, completá o corregí los 4 campos que faltan, empezando por Nombre y apellido.',
    )
  })

  it('card check: Verificar waits for the card number and says so', async () => {
    withMessages(<CardCheckForm draws={[{ id: 7, label: 'Sorteo N° 7 del 15/11/2026' }]} />)
    const button = screen.getByRole('button', { name: 'Verificar' })
    expect(button).toBeDisabled()
    expect(reasonOf(button)).toBe('Escribí el número de tu cartón para verificarlo.')
    await userEvent.type(screen.getByLabelText('Número de cartón'), '4512')
    expect(button).toBeEnabled()
    expect(reasonOf(button)).toBeNull()
  })
})
