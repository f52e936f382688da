/** @jest-environment node */
import { contactSchema, firstMessage } from '@loteria/contract'

const valid = {
  nombre: 'Ana Ramírez',
  email: 'ana@correo.com.py',
  telefono: '+595 (971) 555-444',
  mensaje: '¿Cómo cobro un premio?',
  token: 'recaptcha',
}

function mensaje(body: unknown): string | undefined {
  const parsed = contactSchema.safeParse(body)
  return parsed.success ? undefined : firstMessage(parsed.error)
}

describe('contact message validation', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactSchema.parse({ ...valid, nombre: '  Ana Ramírez ', mensaje: ' Hola ' })
    expect(parsed.nombre).toBe('Ana Ramírez')
    expect(parsed.mensaje).toBe('Hola')
  })

  it.each([
    [{ ...valid, nombre: '   ' }, 'Ingrese un nombre y apellido válido.'],
    [{ ...valid, nombre: undefined }, 'Ingrese un nombre y apellido válido.'],
    [{ ...valid, email: 'ana@' }, 'Ingrese un correo válido.'],
    [{ ...valid, telefono: '12345' }, 'Ingrese un teléfono válido.'],
    [{ ...valid, telefono: '0981 abc 123' }, 'Ingrese un teléfono válido.'],
    [{ ...valid, telefono: '1'.repeat(21) }, 'Ingrese un teléfono válido.'],
    [{ ...valid, mensaje: '' }, 'Ingrese un mensaje válido.'],
    [{ ...valid, mensaje: 'x'.repeat(2001) }, 'Ingrese un mensaje válido.'],
  ])('refuses %j with %s', (body, expected) => {
    expect(mensaje(body)).toBe(expected)
  })

  it('answers the first failing field, in the form’s order', () => {
    expect(mensaje({ nombre: '', email: '', telefono: '', mensaje: '' })).toBe(
      'Ingrese un nombre y apellido válido.',
    )
    expect(mensaje({ ...valid, email: 'x', mensaje: '' })).toBe('Ingrese un correo válido.')
  })
})
