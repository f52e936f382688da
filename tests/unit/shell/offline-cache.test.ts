import { isPrivatePath, isResultsPath } from '@/lib/offline-cache'

describe('what the service worker may store', () => {
  it('never stores account, buying, sign-in, API or backend paths, however they are spelled', () => {
    for (const path of [
      '/mi-cuenta',
      '/mi-cuenta/datos-personales',
      '/comprar-carton',
      '/canjear-premios/5',
      '/login',
      '/registrar',
      '/recuperar',
      '/acceso/reestablecer',
      '/api/sesion',
      '/servicios/rest/usuarios/1',
      '//mi-cuenta/mis-sesiones',
      '/Mi-Cuenta/datos-personales',
      '/mi%2Dcuenta/datos-personales',
      // A malformed escape cannot be decoded: the raw path is checked.
      '/mi-cuenta/%E0%A4%A',
    ]) {
      expect(isPrivatePath(path)).toBe(true)
    }
  })

  it('keeps public pages public', () => {
    for (const path of ['/home', '/resultados', '/la-empresa', '/ayuda/como-comprar']) {
      expect(isPrivatePath(path)).toBe(false)
    }
  })

  it('recognises the results pages only', () => {
    expect(isResultsPath('/resultados')).toBe(true)
    expect(isResultsPath('/resultados/')).toBe(true)
    expect(isResultsPath('/resultados/123')).toBe(true)
    expect(isResultsPath('/resultados-viejos')).toBe(false)
    expect(isResultsPath('/home')).toBe(false)
  })
})
