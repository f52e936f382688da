import fs from 'node:fs'
import path from 'node:path'
import { BANNER_SAFE_AREA, type SafeArea } from '@/lib/home/banner-safe-area'
import { banners } from '@loteria/reference-backend/testing/seed/content-data'

// Issue 14, point 5: the demo banners had their own button and the page drew "Comprá tu cartón"
// over them, covering the picture's text on a phone. The pictures now leave the safe band free of
// text and carry no button of their own; the page draws its button only inside that band
// (tests/e2e/shell/home-banners.spec.ts checks the page's side).

interface TextBox {
  text: string
  left: number
  top: number
  right: number
  bottom: number
}

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? ''

/** Every <text> of an SVG with a generous box: bold letters at 0.62 em, ascent 0.8, descent 0.25. */
function textBoxes(svg: string): TextBox[] {
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, tag = '', text = '']) => {
    const x = Number(attribute(tag, 'x'))
    const y = Number(attribute(tag, 'y'))
    const size = Number(attribute(tag, 'font-size'))
    const width = text.length * size * 0.62
    const anchor = attribute(tag, 'text-anchor') || 'start'
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x
    return { text, left, right: left + width, top: y - size * 0.8, bottom: y + size * 0.25 }
  })
}

function viewBox(svg: string) {
  const [, , width = 0, height = 0] = (attribute(svg, 'viewBox') || '').split(' ').map(Number)
  return { width, height }
}

function overlaps(box: TextBox, area: SafeArea, width: number, height: number) {
  return (
    box.left < area.right * width &&
    box.right > area.left * width &&
    box.top < area.bottom * height &&
    box.bottom > area.top * height
  )
}

const read = (url: string) => fs.readFileSync(path.join(process.cwd(), 'public', url), 'utf8')
const calls = banners.map((banner) => (banner.textoUrl ?? '').toLowerCase())

describe.each(banners.map((banner) => [banner.titulo, banner] as const))('%s', (_, banner) => {
  test.each([
    ['wide', banner.foto, BANNER_SAFE_AREA.wide],
    ['square', banner.fotoMovil, BANNER_SAFE_AREA.square],
  ] as const)('the %s picture keeps its text out of the safe band', (_kind, url, area) => {
    const svg = read(url)
    const { width, height } = viewBox(svg)
    const boxes = textBoxes(svg)
    expect(boxes.length).toBeGreaterThan(2)
    expect(boxes.filter((box) => overlaps(box, area, width, height)).map((b) => b.text)).toEqual([])
    // No button drawn in the picture: none of the page's calls to action is written in it.
    for (const box of boxes) expect(calls).not.toContain(box.text.toLowerCase())
  })
})

test('the check sees text inside the band', () => {
  const box = textBoxes('<text x="100" y="420" font-size="28">Comprá tu cartón</text>')[0]!
  expect(overlaps(box, BANNER_SAFE_AREA.wide, 1600, 500)).toBe(true)
})
