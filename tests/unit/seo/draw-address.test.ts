/**
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'
import { config } from '@/middleware'
import { drawAskedBy, drawIdIn, RESULTS_FILES } from '@/lib/seo/draw-address'

// Which addresses under /resultados/ may reach the draw page's route: every one that
// does becomes a page in Next's cache on disk, so only a draw's own address may.
describe('the draw an address asks for', () => {
  it('is the id of /resultados/{id} and of what lies under it (the share picture)', () => {
    expect(drawAskedBy('/resultados/1288')).toBe(1288)
    expect(drawAskedBy('/resultados/1288/opengraph-image-1cbvba')).toBe(1288)
    expect(drawAskedBy('/resultados/999999999')).toBe(999999999)
  })

  it('is none for text, signs, leading zeros, long numbers and encodings (a 404)', () => {
    for (const sorteo of [
      'abc',
      '1288abc',
      '-1',
      '+1',
      '0',
      '01288',
      '1234567890',
      '%31288',
      '1e3',
    ])
      expect([sorteo, drawAskedBy(`/resultados/${sorteo}`)]).toEqual([sorteo, null])
    expect(drawIdIn('01288')).toBeUndefined()
  })

  it('leaves alone other pages and the files beside the draws', () => {
    for (const pathname of ['/resultados', '/resultadosx/12', '/home', '/resultados/feed.xml'])
      expect([pathname, drawAskedBy(pathname)]).toEqual([pathname, undefined])
    // A file's name with more after it is no file: it names no draw.
    expect(drawAskedBy('/resultados/feed.xml/1')).toBeNull()
  })

  it('knows every file of app/(site)/resultados/ that is not a draw', () => {
    const folder = path.join(process.cwd(), 'app/(site)/resultados')
    const files = fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name)
    expect([...RESULTS_FILES].sort()).toEqual(files.sort())
  })

  it('is what middleware.ts takes under /resultados/, the feed aside', () => {
    const plain = config.matcher.filter((entry): entry is string => typeof entry === 'string')
    const draws = plain.find((entry) => entry.startsWith('/resultados/'))
    expect(draws).toBeDefined()
    const pattern = new RegExp(`^${draws}$`)
    expect(pattern.test('/resultados/1288')).toBe(true)
    expect(pattern.test('/resultados/abc')).toBe(true)
    expect(pattern.test('/resultados/1288/opengraph-image-1cbvba')).toBe(true)
    for (const file of RESULTS_FILES) expect(pattern.test(`/resultados/${file}`)).toBe(false)
  })
})
