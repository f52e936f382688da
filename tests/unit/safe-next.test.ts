import { safeNextPath } from '@/lib/safe-next'

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/mi-cuenta/datos-personales')).toBe('/mi-cuenta/datos-personales')
    expect(safeNextPath('/comprar-carton/elegir?pack=3')).toBe('/comprar-carton/elegir?pack=3')
  })

  it.each([
    'https://other.site',
    '//other.site/path',
    '/\\other.site',
    'javascript:alert(1)',
    'mi-cuenta',
    '/\u0000evil',
  ])('refuses %s', (value) => {
    expect(safeNextPath(value)).toBe('/home')
  })

  it('falls back when empty', () => {
    expect(safeNextPath(null)).toBe('/home')
    expect(safeNextPath('')).toBe('/home')
  })
})
