/** @jest-environment node */
import { sealData } from 'iron-session'
import { NextRequest } from 'next/server'
import { SESSION_COOKIE, sessionOptions, type SessionData } from '@/lib/session/options'

// A session cookie kept from before a logout still read as logged in at /api/sesion and
// passed middleware.ts (the cookie is sealed and carries everything). A logout now ends the
// session's id, and every place that reads the session refuses it.

// The cookie the browser (or whoever kept a copy) sends: the same value before and after logout.
let sent = ''
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === SESSION_COOKIE && sent ? { name, value: sent } : undefined),
    set: () => undefined,
    delete: () => undefined,
  }),
}))
jest.mock('@/lib/backend-health', () => ({ backendReachable: async () => true }))
jest.mock('@/lib/backend/session', () => ({ closeBackendSession: async () => undefined }))

import { GET as whoIsIn } from '@/app/api/sesion/route'
import { destroySession } from '@/lib/session'
import { middleware } from '@/middleware'

async function seal(data: SessionData): Promise<string> {
  const { password, ttl } = sessionOptions()
  return sealData(data, { password, ttl })
}

const player = { id: 7, email: 'jugador@demo.com.py', nombre: 'Juana', rol: 'JUGADOR', tipo: 'WEB' }

async function readsAs(): Promise<unknown> {
  return ((await (await whoIsIn()).json()) as { usuario: unknown }).usuario
}

async function accountPage() {
  const request = new NextRequest('http://localhost:3000/mi-cuenta/datos-personales', {
    headers: { cookie: `${SESSION_COOKIE}=${sent}` },
  })
  return middleware(request)
}

describe('a session cookie replayed after logout', () => {
  it('reads as logged out at /api/sesion and is sent to /login by the middleware', async () => {
    sent = await seal({ sid: 'sesion-de-prueba-1', user: player })
    expect(await readsAs()).toEqual({ nombre: 'Juana' })
    expect((await accountPage()).headers.get('location')).toBeNull()

    await destroySession()

    expect(await readsAs()).toBeNull()
    const answer = await accountPage()
    expect(answer.status).toBe(307)
    expect(new URL(answer.headers.get('location') ?? '').pathname).toBe('/login')
  })

  it('ends that session only: another one of the same player stays in', async () => {
    const other = await seal({ sid: 'sesion-de-prueba-2', user: player })
    sent = await seal({ sid: 'sesion-de-prueba-3', user: player })
    await destroySession()
    sent = other
    expect(await readsAs()).toEqual({ nombre: 'Juana' })
  })
})

describe('a logout in another process', () => {
  it('reaches this one on the event bus', async () => {
    const { listenForEndedSessions } = await import('@/lib/session/ended-sessions-bus')
    const { isEndedSession } = await import('@/lib/session/ended-sessions')
    const { sharedEvents } = await import('@loteria/shared/events')
    listenForEndedSessions()
    await sharedEvents().publish(
      'sesiones-terminadas',
      JSON.stringify({ sid: 'de-otro-proceso', until: Date.now() + 60_000 }),
    )
    expect(isEndedSession('de-otro-proceso')).toBe(true)
    expect(isEndedSession('ninguna')).toBe(false)
  })
})
