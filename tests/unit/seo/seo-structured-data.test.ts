import { serializeJsonLd } from '@/lib/seo/json-ld'
import { summarizeDraw } from '@/lib/seo/draw-summary'
import { drawEvent, faqPage, homeGraph } from '@/lib/seo/structured-data'
import type { PlayResult } from '@loteria/contract'
import { validateJsonLd } from '../../support/schema-org'

const site = { base: 'https://sorteo.example.com.py', name: 'Sorteo Semanal' }
const plays: PlayResult[] = [
  {
    azar: false,
    nombreJugada: 'Tradicional',
    cantidadGanadores: 2,
    bolillas: ['03', '11', '25'],
    premios: [],
  },
  { azar: true, nombreJugada: 'Azar', cantidadGanadores: 1, premios: [] },
]
const draw = summarizeDraw(
  {
    id: 1287,
    identificador: 'Sorteo N° 1287',
    fecha: '2026-11-22T23:00:00.000Z',
    imagenCarton: '',
  },
  plays,
)

describe('the draw as a schema.org Event', () => {
  const event = drawEvent(site, draw, { name: 'Resultados del Sorteo N° 1287', description: 'x' })

  it('has every property schema.org and rich results require, and no unknown one', () => {
    expect(validateJsonLd(event)).toEqual([])
  })

  it('starts at the draw, in Asunción time, and carries the result', () => {
    expect(event.startDate).toBe('2026-11-22T20:00:00-03:00')
    expect(event.description).toContain('Tradicional: 03, 11, 25')
    expect(event.description).not.toContain('Azar')
    expect(event.url).toBe('https://sorteo.example.com.py/resultados/1287')
  })
})

describe('the home page and the FAQ', () => {
  it('describe the Organization and the WebSite, without a SearchAction', () => {
    const graph = homeGraph(site, ['https://facebook.com/sorteo'])
    for (const node of graph) expect(validateJsonLd(node)).toEqual([])
    expect(graph.map((n) => n['@type'])).toEqual(['Organization', 'WebSite'])
    expect(JSON.stringify(graph)).not.toContain('SearchAction')
  })

  it('make an FAQPage of questions and answers', () => {
    const page = faqPage([{ pregunta: '¿Cómo cobro?', respuesta: 'En Mis premios.' }])
    expect(validateJsonLd(page)).toEqual([])
  })
})

describe('the local schema.org description', () => {
  it('finds what a node lacks or gets wrong', () => {
    const event = drawEvent(site, draw, { name: 'Resultados', description: 'x' })
    const { location: _location, ...withoutLocation } = event
    expect(validateJsonLd(withoutLocation)).toContain('$: Event sin location')
    expect(validateJsonLd({ ...event, startDate: '22/11/2026' })).toContain(
      '$.startDate: fecha no ISO 8601',
    )
    expect(validateJsonLd({ ...event, resultado: '1' })).toContain(
      '$.resultado: Event no tiene esta propiedad',
    )
    expect(
      validateJsonLd(faqPage([{ pregunta: '¿?', respuesta: '' }])).some((p) =>
        p.includes('Answer sin text'),
      ),
    ).toBe(true)
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element, whatever the backend wrote', () => {
    const page = faqPage([
      { pregunta: '</script><script>alert(1)</script>', respuesta: 'a & b <!--' },
    ])
    const json = serializeJsonLd(page)
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual(page)
  })
})
