/** @jest-environment node */
import { NextRequest } from 'next/server'
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs'
import messages from '@/messages/es.json'

// Issue 47: /api/consulta made one backend call per distinct card, however many a single address
// asked for (1,000 cards: 1,000 calls in 7.4 s). Now each address has LIMIT_CONSULTA_ADDRESS.

const readCardCheck = jest.fn(async (..._args: unknown[]) => [])
jest.mock('@/lib/backend', () => ({
  readCardCheck: (...args: unknown[]) => readCardCheck(...args),
}))
// jest resolves next-intl/server to its client build: the Spanish messages, as the server reads them.
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: keyof typeof messages.Errors) => messages.Errors[key],
}))

import { GET } from '@/app/api/consulta/route'

const ask = (carton: number, address: string) =>
  GET(
    new NextRequest(`http://localhost:3000/api/consulta?sorteo=1290&carton=${carton}`, {
      headers: { [CLIENT_ADDRESS_HEADER]: address },
    }),
  )

describe('GET /api/consulta', () => {
  beforeEach(() => {
    process.env.LIMIT_CONSULTA_ADDRESS = '5/60'
    readCardCheck.mockClear()
  })
  afterAll(() => delete process.env.LIMIT_CONSULTA_ADDRESS)

  it('answers 429 with Retry-After past the address limit, without calling the backend', async () => {
    const statuses: number[] = []
    for (let carton = 1; carton <= 8; carton += 1)
      statuses.push((await ask(carton, '203.0.113.20')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    expect(readCardCheck).toHaveBeenCalledTimes(5)
    const refused = await ask(99, '203.0.113.20')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
  })

  it('counts each address apart', async () => {
    for (let carton = 1; carton <= 5; carton += 1) await ask(carton, '203.0.113.21')
    expect((await ask(6, '203.0.113.22')).status).toBe(200)
  })
})
