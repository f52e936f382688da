import { safeNextPath } from '@/lib/safe-next'

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/mi-cuenta/datos-personales')).toBe('/mi-cuenta/datos-personales')
    expect(safeNextPath('/comprar-carton/elegir?pack=3')).toBe('/comprar-carton/elegir?pack=3')
    expect(safeNextPath('/resultados#ultimo')).toBe('/resultados#ultimo')
  })

  it('normalises dot segments that stay on the site', () => {
    expect(safeNextPath('/mi-cuenta/./datos-personales')).toBe('/mi-cuenta/datos-personales')
    expect(safeNextPath('/a/../mi-cuenta')).toBe('/mi-cuenta')
  })

  // Known open-redirect bypasses: each must fall back to /home, never leave the site.
  it.each([
    'https://other.site',
    'http:other.site',
    '//other.site/path',
    '///other.site',
    '/\\other.site',
    '\\\\other.site',
    '/\\/other.site',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mi-cuenta',
    ' /mi-cuenta',
    '/\u0000evil',
    '/\t/other.site',
    '/\n/other.site',
    '/\r\n//other.site',
    // The report's case: `/login?next=%2F.%2F%2Fevil.example` arrives decoded as `/.//evil.example`.
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/a/..//evil.example',
    '//evil.example/%2e%2e',
    '/%09/evil.example/../..//evil.example',
  ])('refuses %j', (value) => {
    const result = safeNextPath(value)
    expect(result).toBe('/home')
  })

  it('keeps encoded slashes encoded: a path, not another host', () => {
    // The browser does not decode %2F when it follows a redirect, so this stays on the site.
    const result = safeNextPath('/%2F%2Fevil.example')
    expect(result).toBe('/%2F%2Fevil.example')
    expect(new URL(result, 'https://www.example.py').host).toBe('www.example.py')
  })

  it('never returns something a browser resolves to another host', () => {
    const attempts = ['/.//a.b', '/./\\a.b', '/..//a.b', '/x/../..//a.b', '/%2e/..//a.b']
    for (const attempt of attempts) {
      expect(new URL(safeNextPath(attempt), 'https://www.example.py').host).toBe('www.example.py')
    }
  })

  it('falls back when empty', () => {
    expect(safeNextPath(null)).toBe('/home')
    expect(safeNextPath('')).toBe('/home')
  })
})
