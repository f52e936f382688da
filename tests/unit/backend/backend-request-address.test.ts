/** @jest-environment node */
import { addressedRequest } from '@/lib/backend/request'
import { addressSubject, NO_ADDRESS } from '@loteria/reference-backend/testing'

// Every player counted apart (docs/history.md): the one request builder adds the player's
// address to every call made while a request is served, and the backend never counts callers
// without one under a shared empty key.

const served = { headers: undefined as Headers | undefined }

jest.mock('next/headers', () => ({
  headers: async () => {
    if (!served.headers) throw new Error('`headers` was called outside a request scope')
    return served.headers
  },
}))

afterEach(() => {
  served.headers = undefined
})

describe('addressedRequest', () => {
  const credentials = { cookies: { SESION: 'abc', 'XSRF-TOKEN': 'tok' } }

  it("carries the served request's resolved address on account calls and public writes", async () => {
    served.headers = new Headers({ 'x-loteria-cliente': '203.0.113.7' })
    const hold = await addressedRequest('/servicios/rest/reservas/1/2', {
      method: 'PUT',
      credentials,
    })
    expect(hold.headers.get('x-forwarded-for')).toBe('203.0.113.7')
    const reset = await addressedRequest('/servicios/rest/usuarios/reset', {
      method: 'POST',
      body: { email: 'a@b.py' },
      publico: true,
    })
    expect(reset.headers.get('x-forwarded-for')).toBe('203.0.113.7')
  })

  it('leaves public reads without an address: they are cached for every visitor', async () => {
    served.headers = new Headers({ 'x-loteria-cliente': '203.0.113.7' })
    const read = await addressedRequest('/servicios/rest/sorteos/actual', { publico: true })
    expect(read.headers.get('x-forwarded-for')).toBeNull()
  })

  it('sends no address, and does not fail, outside a request (build, revalidation)', async () => {
    const call = await addressedRequest('/servicios/rest/reservas/1', { credentials })
    expect(call.headers.get('x-forwarded-for')).toBeNull()
  })
})

describe('addressSubject', () => {
  it('is the address when there is one', () => {
    expect(addressSubject('198.51.100.4', 7)).toBe('198.51.100.4')
  })

  it('counts a call without an address per account, never under one shared key', () => {
    expect(addressSubject('', 7)).toBe('cuenta:7')
    expect(addressSubject('', 8)).not.toBe(addressSubject('', 7))
  })

  it('puts a call with neither address nor account under a separate key, and logs it', () => {
    // A JSON line of the log (every line the server writes is one), on stderr.
    const warn = jest.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect(addressSubject('', undefined, 'recuperación')).toBe(NO_ADDRESS)
    expect(NO_ADDRESS).not.toBe('')
    const line = JSON.parse(String(warn.mock.calls.at(-1)?.[0])) as Record<string, string>
    expect(line).toMatchObject({ level: 'warn' })
    expect(line.msg).toContain('recuperación')
    warn.mockRestore()
  })
})
