/** @jest-environment node */
import { refuseForeignUser } from '../../src/auth/require-session'
import { compileRoutes, matchRoute, type Handler } from '../../src/router'

const handler =
  (name: string): Handler =>
  () =>
    new Response(name)

describe('embedded backend router', () => {
  const routes = compileRoutes(
    { 'GET rest/usuarios/:id': handler('usuario') },
    { 'GET rest/usuarios/mis-sesiones': handler('sesiones'), 'PUT rest/usuarios': handler('put') },
  )

  async function name(method: string, path: string) {
    const match = matchRoute(routes, method, path)
    if (match === undefined || typeof match === 'string') return match
    return (await match.handler({} as never)).text()
  }

  it('prefers a literal segment over a parameter, whatever the order of the tables', async () => {
    await expect(name('GET', 'rest/usuarios/mis-sesiones')).resolves.toBe('sesiones')
    await expect(name('GET', 'rest/usuarios/7')).resolves.toBe('usuario')
  })

  it('matches with a trailing slash', async () => {
    await expect(name('GET', 'rest/usuarios/mis-sesiones/')).resolves.toBe('sesiones')
  })

  it('tells a wrong method from an unknown path', async () => {
    await expect(name('POST', 'rest/usuarios')).resolves.toBe('method-not-allowed')
    await expect(name('GET', 'rest/nada')).resolves.toBeUndefined()
  })

  it('answers a malformed percent-encoding as a bad request, not a thrown URIError', async () => {
    await expect(name('GET', 'rest/usuarios/%E0%A4%A')).resolves.toBe('bad-request')
    await expect(name('GET', 'rest/usuarios/%')).resolves.toBe('bad-request')
  })
})

describe('refuseForeignUser', () => {
  const session = { id: 'x', userId: 7, xsrf: 'y' }

  it("passes the session's own id in any form, and absent ids", () => {
    expect(refuseForeignUser(session, 7, '7', ' 7 ', undefined, null, '')).toBeUndefined()
  })

  it.each([8, '8', 'abc', '7abc', 7.5, {}, true])('answers 403 to %j', async (id) => {
    const response = refuseForeignUser(session, 7, id)
    expect(response?.status).toBe(403)
    await expect(response?.json()).resolves.toEqual({
      error: true,
      mensaje: 'No tenés permiso para acceder a este recurso',
    })
  })
})
