import { buildRss, escapeXml } from '@/lib/seo/feed'

const feed = {
  title: 'Resultados del sorteo semanal',
  description: 'Las bolillas ganadoras & más',
  link: 'https://sorteo.example.com.py/resultados',
  self: 'https://sorteo.example.com.py/resultados/feed.xml',
  items: [
    {
      title: 'Resultados del Sorteo N° 1287 del 22/11/2026',
      link: 'https://sorteo.example.com.py/resultados/1287',
      date: new Date('2026-11-22T23:00:00Z'),
      description: 'Tradicional: 03, 11, 25 · <Revancha> & "Siempre Sale"\u0001',
    },
    {
      title: 'Resultados del Sorteo N° 1286 del 15/11/2026',
      link: 'https://sorteo.example.com.py/resultados/1286',
      date: new Date('2026-11-15T23:00:00Z'),
      description: 'Tradicional: 01, 02',
    },
  ],
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml')

describe('the results feed', () => {
  it('is well-formed RSS 2.0 with one item per draw, whatever the text holds', () => {
    const doc = parse(buildRss(feed))
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.nodeName).toBe('rss')
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const channel = doc.querySelector('channel')!
    for (const required of ['title', 'link', 'description'])
      expect(channel.querySelector(`:scope > ${required}`)?.textContent).toBeTruthy()
    const items = [...doc.querySelectorAll('item')]
    expect(items).toHaveLength(2)
    const first = items[0]!
    expect(first.querySelector('title')?.textContent).toBe(feed.items[0]!.title)
    expect(first.querySelector('link')?.textContent).toBe(feed.items[0]!.link)
    expect(first.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true')
    expect(first.querySelector('pubDate')?.textContent).toBe('Sun, 22 Nov 2026 23:00:00 GMT')
    expect(first.querySelector('description')?.textContent).toBe(
      'Tradicional: 03, 11, 25 · <Revancha> & "Siempre Sale"',
    )
  })

  it('names its own address and the newest draw as its last change', () => {
    const doc = parse(buildRss(feed))
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
    expect(self?.getAttribute('href')).toBe(feed.self)
    expect(doc.querySelector('lastBuildDate')?.textContent).toBe('Sun, 22 Nov 2026 23:00:00 GMT')
  })

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml('a<b>&"\'\u0000c')).toBe('a&lt;b&gt;&amp;&quot;&apos;c')
  })
})
