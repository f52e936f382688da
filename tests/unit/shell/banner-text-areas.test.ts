/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import { BANNER_TEXT_AREAS, textAreaStyle, type SafeArea } from '@/lib/home/banner-text-areas'
import { banners } from '@loteria/reference-backend/testing'

// Issue 26, defect 6 (docs/history.md): the demo banners had their words drawn into the picture in
// a system font: blurry when scaled, silent to a screen reader, impossible to translate. The
// pictures now hold artwork only, kept out of the areas where the page writes the title and the
// button in HTML (tests/e2e/shell/home-banners.spec.ts checks the page's side). Issue 14
// (docs/history.md), point 5, still holds: nothing in the picture sits under the page's button.

interface Box {
  what: string
  left: number
  top: number
  right: number
  bottom: number
}

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? ''

/** Every <text> of an SVG with its words. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text = '']) => text)

/** The balls: circles of at least 40 px radius drawn opaque (the halos behind them are faint). */
function balls(svg: string): Box[] {
  return [...svg.matchAll(/<circle([^>]*)\/>/g)]
    .map(([, tag = '']) => ({
      cx: Number(attribute(tag, 'cx')),
      cy: Number(attribute(tag, 'cy')),
      r: Number(attribute(tag, 'r')),
      opacity: Number(attribute(tag, 'opacity') || '1'),
    }))
    .filter(({ r, opacity }) => r >= 40 && opacity > 0.5)
    .map(({ cx, cy, r }) => ({
      what: `ball at ${cx},${cy}`,
      left: cx - r,
      right: cx + r,
      top: cy - r,
      bottom: cy + r,
    }))
}

function viewBox(svg: string) {
  const [, , width = 0, height = 0] = (attribute(svg, 'viewBox') || '').split(' ').map(Number)
  return { width, height }
}

function overlaps(box: Box, area: SafeArea, width: number, height: number) {
  return (
    box.left < area.right * width &&
    box.right > area.left * width &&
    box.top < area.bottom * height &&
    box.bottom > area.top * height
  )
}

const read = (url: string) => fs.readFileSync(path.join(process.cwd(), 'public', url), 'utf8')

describe.each(banners.map((banner) => [banner.titulo, banner] as const))('%s', (_, banner) => {
  test.each([
    ['wide', banner.foto, BANNER_TEXT_AREAS.wide],
    ['square', banner.fotoMovil, BANNER_TEXT_AREAS.square],
  ] as const)('the %s picture is artwork only, clear of the text areas', (_kind, url, areas) => {
    const svg = read(url)
    const { width, height } = viewBox(svg)
    // No words: the only <text> left are the balls' numbers.
    expect(texts(svg).filter((text) => /\D/.test(text))).toEqual([])
    const drawn = balls(svg)
    expect(drawn.length).toBeGreaterThanOrEqual(5)
    for (const area of [areas.title, areas.cta]) {
      expect(drawn.filter((box) => overlaps(box, area, width, height)).map((b) => b.what)).toEqual(
        [],
      )
    }
  })
})

test('the check sees a ball inside an area', () => {
  const [box] = balls('<circle cx="300" cy="200" r="78" fill="#e63946"/>')
  expect(overlaps(box!, BANNER_TEXT_AREAS.wide.title, 1600, 500)).toBe(true)
})

test('the page places title and button from the same areas', () => {
  expect(textAreaStyle()).toMatchObject({
    '--title-wide-left': '0%',
    '--title-wide-right': '55%',
    '--cta-wide-top': '72%',
    '--title-square-bottom': '70%',
    '--cta-square-top': '80%',
  })
})
