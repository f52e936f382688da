/** @jest-environment node */
import { NextRequest } from 'next/server'
import { sealData } from 'iron-session'

// During a database outage account pages answered 200 (the embedded backend was never
// checked) without Retry-After; each process logged 14–15 away/back pairs in 11 s and a stack
// trace per page. Now: 503 with Retry-After from the middleware, one JSON line each way, and no
// stack trace for the outage's errors.

const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = []
jest.mock('@loteria/shared/observability', () => ({
  errorFields: () => ({}),
  logger: {
    info: (msg: string, fields?: Record<string, unknown>) =>
      lines.push({ level: 'info', msg, fields }),
    warn: (msg: string, fields?: Record<string, unknown>) =>
      lines.push({ level: 'warn', msg, fields }),
    error: (msg: string, fields?: Record<string, unknown>) =>
      lines.push({ level: 'error', msg, fields }),
  },
}))

import { backendReachable, backendWentAway, shareBackendProbe } from '@/lib/backend-health'
import { quietOutageErrors } from '@/lib/quiet-outage-errors'
import { BackendUnavailableError } from '@/lib/backend/errors'
import { SESSION_COOKIE, sessionOptions } from '@/lib/session/options'
import { middleware } from '@/middleware'

let up = true
let probes = 0
shareBackendProbe(async () => {
  probes += 1
  return up
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the backend going away and coming back', () => {
  it('is one line each way, however many requests find it so, and probed once per second', async () => {
    lines.length = 0
    up = false
    const answers = await Promise.all(Array.from({ length: 50 }, () => backendReachable(0)))
    expect(new Set(answers)).toEqual(new Set([false]))
    for (let i = 0; i < 20; i++) expect(await backendReachable()).toBe(false)
    await wait(300)
    up = true
    probes = 0
    await wait(1_000)
    for (let i = 0; i < 20; i++) expect(await backendReachable()).toBe(true)
    expect(probes).toBe(1)
    expect(lines.map((line) => line.msg)).toEqual([
      'sitio: el backend no responde; las páginas de cuenta contestan 503',
      'sitio: el backend responde de nuevo',
    ])
    expect(lines[1]!.fields!.downSeconds).toBeGreaterThanOrEqual(1)
  })
})

describe('a call that finds the backend away', () => {
  it('says so at once, before the next probe, and only a probe says it is back', async () => {
    lines.length = 0
    up = true
    await wait(1_100)
    expect(await backendReachable()).toBe(true)
    backendWentAway()
    expect(await backendReachable()).toBe(false)
    backendWentAway()
    await wait(1_100)
    expect(await backendReachable()).toBe(true)
    expect(lines.map((line) => line.msg)).toEqual([
      'sitio: el backend no responde; las páginas de cuenta contestan 503',
      'sitio: el backend responde de nuevo',
    ])
  })
})

describe('a query of the embedded backend that found its database away', () => {
  it('turns a fresh "up" into 503 at once', async () => {
    let knownDown = false
    shareBackendProbe(
      async () => up,
      async () => knownDown,
    )
    up = true
    await wait(1_100)
    expect(await backendReachable()).toBe(true)
    knownDown = true
    up = false
    expect(await backendReachable()).toBe(false)
    shareBackendProbe(async () => {
      probes += 1
      return up
    })
  })
})

describe('an account page while the backend is away', () => {
  it('answers 503 with Retry-After', async () => {
    const { password, ttl } = sessionOptions()
    const sealed = await sealData(
      {
        sid: 'caida',
        user: { id: 1, email: 'a@b.py', nombre: 'Ana', rol: 'JUGADOR', tipo: 'WEB' },
      },
      { password, ttl },
    )
    up = false
    await wait(1_100)
    const answer = await middleware(
      new NextRequest('http://127.0.0.1:1/mi-cuenta/datos-personales', {
        headers: { cookie: `${SESSION_COOKIE}=${sealed}` },
      }),
    )
    expect(answer.status).toBe(503)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    up = true
  })
})

describe('quietOutageErrors', () => {
  it('drops the outage errors Next would log with their stack, and only those', () => {
    const written: unknown[][] = []
    const original = console.error
    console.error = (...args: unknown[]) => written.push(args)
    try {
      quietOutageErrors()
      console.error(' ⨯', new BackendUnavailableError('Servicio no disponible'))
      console.error(new TypeError('otro error'))
    } finally {
      console.error = original
    }
    expect(written).toHaveLength(1)
    expect(written[0]![0]).toBeInstanceOf(TypeError)
  })
})
