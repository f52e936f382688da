/**
 * @jest-environment node
 */
import Image from '@/app/(site)/resultados/[sorteo]/opengraph-image'

// A draw's share picture asked for before the draw exists: Next keeps a 404 thrown
// with notFound() by an image route for good (`revalidate: false`, no tag, a year of s-maxage),
// so the picture must answer its 404, which Next keeps for the route's `revalidate` with the
// `draws` tag of the getters it read, and renews when the draw ends.
jest.mock('next/og', () => ({
  ImageResponse: class extends Response {
    constructor() {
      super('png', { status: 200, headers: { 'content-type': 'image/png' } })
    }
  },
}))
// sanitize-html's parser is ESM that jest does not load; nothing here is HTML.
jest.mock('@/lib/sanitize', () => ({ toPlainText: (text: string) => text }))
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }))
jest.mock('@/lib/backend', () => {
  const { NotFoundError } =
    jest.requireActual<typeof import('@/lib/backend/errors')>('@/lib/backend/errors')
  const { orNone } =
    jest.requireActual<typeof import('@/lib/backend/optional')>('@/lib/backend/optional')
  return {
    NotFoundError,
    orNone,
    getPreviousDraws: async () => [
      { id: 1287, identificador: 'Sorteo N° 1287', fecha: '2026-11-22T23:00:00.000Z' },
    ],
    getDrawResult: async (id: number) => {
      if (id !== 1287) throw new NotFoundError()
      return { resultado: [] }
    },
  }
})

const params = (sorteo: string) => ({ params: Promise.resolve({ sorteo }) })

describe('a draw’s share picture', () => {
  it('answers 404 (never throws it) for a draw not played yet, or an address naming none', async () => {
    for (const sorteo of ['1288', 'abc']) {
      const answer = await Image(params(sorteo))
      expect([sorteo, answer.status]).toEqual([sorteo, 404])
    }
  })

  it('is the picture for a played draw', async () => {
    const answer = await Image(params('1287'))
    expect(answer.status).toBe(200)
  })
})
