import type { Draw, DrawResult } from '@/lib/backend'
import { drawIdOf, drawMetadata, loadDrawSummary } from '@/lib/seo/draw-page'
import { pageMetadata } from '@/lib/metadata'

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl')
  const messages = jest.requireActual<typeof import('@/messages/es.json')>('@/messages/es.json')
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: 'es', messages, namespace: namespace as 'DrawPage' }),
  }
})

// sanitize-html's parser is ESM that jest does not load; these tests give no HTML anyway.
jest.mock('@/lib/sanitize', () => ({ toPlainText: (text: string) => text }))

const draws: Draw[] = [
  {
    id: 1287,
    identificador: 'Sorteo N° 1287',
    fecha: '2026-11-22T23:00:00.000Z',
    imagenCarton: '',
  },
]
const result: DrawResult = {
  id: 1287,
  identificador: 'Sorteo N° 1287',
  fecha: '2026-11-22T23:00:00.000Z',
  resultado: [
    {
      azar: false,
      nombreJugada: 'Tradicional',
      cantidadGanadores: 1,
      bolillas: ['03', '11', '25'],
      premios: [],
    },
  ],
}

jest.mock('@/lib/backend', () => {
  const { NotFoundError } =
    jest.requireActual<typeof import('@/lib/backend/errors')>('@/lib/backend/errors')
  const { orNone } =
    jest.requireActual<typeof import('@/lib/backend/optional')>('@/lib/backend/optional')
  return {
    NotFoundError,
    orNone,
    getPreviousDraws: async () => draws,
    getDrawResult: async (id: number) => {
      if (id !== 1287) throw new NotFoundError()
      return result
    },
  }
})

const notFoundDigest = async (run: () => unknown) => {
  try {
    await run()
  } catch (error) {
    return (error as { digest?: string }).digest
  }
  return 'no error'
}

describe('a draw page’s metadata', () => {
  it('names the draw, its date and its balls, with a canonical address and social tags', async () => {
    const metadata = await drawMetadata(await loadDrawSummary(1287))
    expect(metadata.title).toBe('Resultados del Sorteo N° 1287 del 22/11/2026')
    expect(metadata.description).toContain('Sorteo N° 1287 del 22/11/2026')
    expect(metadata.description).toContain('Tradicional: 03, 11, 25')
    expect(metadata.alternates?.canonical).toBe('/resultados/1287')
    expect(metadata.openGraph).toMatchObject({
      title: expect.stringContaining('Sorteo N° 1287'),
      url: '/resultados/1287',
      siteName: expect.any(String),
      locale: 'es_PY',
    })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('is a 404 for a draw that does not exist or an address that names none', async () => {
    expect(await notFoundDigest(() => loadDrawSummary(999999))).toMatch(/404/)
    expect(await notFoundDigest(() => drawIdOf('1287abc'))).toMatch(/404/)
    expect(drawIdOf('1287')).toBe(1287)
  })
})

describe('the public pages’ metadata', () => {
  it('carries Open Graph and Twitter tags with the page’s own title and address', async () => {
    const metadata = await pageMetadata('ganadores', '/ganadores')
    expect(metadata.openGraph).toMatchObject({
      title: expect.stringMatching(/^Ganadores \| /),
      description: metadata.description,
      url: '/ganadores',
      type: 'website',
    })
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: expect.any(String) })
  })
})
