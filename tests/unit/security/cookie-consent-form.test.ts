/** @jest-environment node */
import { POST } from '@/app/api/cookies/route'

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl')
  const messages = jest.requireActual<typeof import('@/messages/es.json')>('@/messages/es.json')
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: 'es', messages, namespace: namespace as 'Api' }),
  }
})

// The cookie banner's form is a door any script can knock on: it answers a real
// choice, refuses another origin and refuses a body far larger than the form could ever send,
// without holding it in memory.

const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost:3000/api/cookies', {
      method: 'POST',
      body,
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        referer: 'http://localhost:3000/resultados?pagina=2',
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
    }),
  )

describe('POST /api/cookies', () => {
  it('keeps the choice and goes back to the page the form was on', async () => {
    const answer = await post('eleccion=declinar')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('http://localhost:3000/resultados?pagina=2')
    expect(answer.headers.get('set-cookie')).toMatch(/=false; /)
  })

  it('refuses a body far larger than the form, and anything but its two answers', async () => {
    const huge = await post(`eleccion=aceptar&relleno=${'x'.repeat(64 * 1024)}`)
    expect(huge.status).toBe(413)
    expect(huge.headers.get('set-cookie')).toBeNull()
    expect((await post('eleccion=todas')).status).toBe(400)
  })

  it('refuses another origin', async () => {
    const answer = await post('eleccion=aceptar', { origin: 'https://ataque.example' })
    expect(answer.status).toBe(403)
  })
})
