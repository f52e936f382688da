/** @jest-environment node */
import { infoPages } from '@loteria/reference-backend/testing'
import { conajzarPermit, DEFAULT_HELP_LINE, helpLine, telHref } from '@/lib/operator-notices'
import { emailBreaks } from '@/lib/text/email-breaks'

// Issue 26, defect 14 (docs/history.md): the footer sent players to "la línea de ayuda" without a
// number, named no regulator, and broke the contact address mid-word on a phone.

describe('the help line', () => {
  it('is the number the Juego responsable page gives, unless the operator sets one', () => {
    const ludopatia = infoPages.find((page) => page.clave === 'ludopatia')
    expect(ludopatia?.descripcion).toContain('<strong>(021) 600 100, opción 3</strong>')
    expect(helpLine(undefined, undefined)).toEqual({
      texto: DEFAULT_HELP_LINE,
      href: 'tel:+59521600100',
    })
    expect(helpLine('0800 11 4000', undefined)).toEqual({
      texto: '0800 11 4000',
      href: 'tel:+595800114000',
    })
    expect(helpLine('Línea 141 (24 horas)', '141').href).toBe('tel:+595141')
  })

  it('dials the number before any menu option, in international form', () => {
    expect(telHref('(021) 600 100, opción 3')).toBe('tel:+59521600100')
    expect(telHref('0981 123 456')).toBe('tel:+595981123456')
    expect(telHref('+595 21 600 100')).toBe('tel:+59521600100')
  })
})

describe('the regulator’s permit', () => {
  it('shows only what the operator configured', () => {
    expect(conajzarPermit(undefined)).toBeNull()
    expect(conajzarPermit('  ')).toBeNull()
    expect(conajzarPermit(' Resolución N.º 123/2025 ')).toBe('Resolución N.º 123/2025')
  })
})

describe('an e-mail address on a narrow screen', () => {
  it('breaks only after the @ and before a dot', () => {
    expect(emailBreaks('contacto@sorteosdelparaguay.com.py')).toEqual([
      'contacto@',
      'sorteosdelparaguay',
      '.com',
      '.py',
    ])
    expect(emailBreaks('ana.perez@example.com').join('')).toBe('ana.perez@example.com')
  })
})
