import { loginPath, registerPath, returnPath, safeNextPath } from '@/lib/safe-next'

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

  // Issue 47: `/login?next=/api/sesion/expirada` logged the player out right after logging in.
  it.each([
    '/api/sesion/expirada',
    '/api/sesion/cerrar',
    '/api',
    '/API/sesion/expirada',
    '/%61pi/sesion/expirada',
    '/a/../api/sesion/expirada',
    '/./api/sesion/expirada?x=1',
    '/servicios/rest/sesion/cerrar',
    '/_next/static/x.js',
  ])('refuses the non-page %j', (value) => {
    expect(safeNextPath(value)).toBe('/home')
    expect(returnPath(value)).toBe('/home')
  })

  it('keeps pages whose name only starts like a route handler', () => {
    expect(safeNextPath('/apis-de-pago')).toBe('/apis-de-pago')
  })

  it('falls back when empty', () => {
    expect(safeNextPath(null)).toBe('/home')
    expect(safeNextPath('')).toBe('/home')
  })
})

// Login and registration carry the purchase a visitor started, and return to it.
describe('returnPath, loginPath and registerPath', () => {
  it('return to a same-site purchase, with its query', () => {
    expect(returnPath('/comprar-carton/elegir?pack=1')).toBe('/comprar-carton/elegir?pack=1')
  })

  it.each(['/login', '/registrar?next=/comprar-carton', '/recuperar', '/acceso/reestablecer'])(
    'never return to a login form: %s goes home',
    (value) => {
      expect(returnPath(value)).toBe('/home')
    },
  )

  it.each(['https://other.site', '//other.site', '/\\other.site', null, undefined, ''])(
    'never leave the site: %s goes home',
    (value) => {
      expect(returnPath(value)).toBe('/home')
    },
  )

  it('carry the path to the other form, encoded, or nothing when it is the home', () => {
    expect(registerPath('/comprar-carton/elegir?pack=1')).toBe(
      '/registrar?next=%2Fcomprar-carton%2Felegir%3Fpack%3D1',
    )
    expect(loginPath('/comprar-carton')).toBe('/login?next=%2Fcomprar-carton')
    expect(loginPath('//other.site')).toBe('/login')
    expect(registerPath(undefined)).toBe('/registrar')
    expect(registerPath('/login')).toBe('/registrar')
  })
})
