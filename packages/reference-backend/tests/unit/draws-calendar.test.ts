/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import { formatInTimeZone } from 'date-fns-tz'
import { drawDate, drawNumberAfter, identificador } from '../../src/draws/calendar'
import { CARD_IMAGE_DESIGNS, cardImage } from '../../src/draws/images'
import { cityKey } from '../../src/winners/city-key'
import { AVATARS_PER_GENDER } from '../../src/seed/winners-data'

const TZ = 'America/Asuncion'
const at = (local: string) => new Date(`${local}-03:00`)

describe('draw calendar', () => {
  it('puts draw 1287 on Sunday 22 November 2026 at 20:00 in Asunción', () => {
    expect(drawDate(1287).toISOString()).toBe('2026-11-22T23:00:00.000Z')
    expect(identificador(1287)).toBe('Sorteo N° 1287')
  })

  it('puts every draw on a Sunday at 20:00 in Asunción, a week apart, DST years included', () => {
    for (let numero = 1100; numero <= 1400; numero += 7) {
      expect(formatInTimeZone(drawDate(numero), TZ, 'EEEE HH:mm')).toBe('Sunday 20:00')
      const days = (drawDate(numero + 1).getTime() - drawDate(numero).getTime()) / 86_400_000
      expect(Math.round(days)).toBe(7)
    }
  })

  it.each([
    ['2026-11-22T04:07:00', 1287],
    ['2026-11-22T19:59:59', 1287],
    ['2026-11-22T20:00:00', 1288],
    ['2026-11-23T09:00:00', 1288],
    ['2026-11-28T23:59:00', 1288],
    ['2026-11-15T12:00:00', 1286],
  ])('the first draw after %s is %i', (local, numero) => {
    expect(drawNumberAfter(at(local))).toBe(numero)
  })
})

describe('draw images', () => {
  it('gives every draw one of the shipped card-of-the-week designs', () => {
    const images = new Set(Array.from({ length: 40 }, (_, i) => cardImage(1270 + i)))
    expect(images.size).toBe(CARD_IMAGE_DESIGNS)
    for (const image of images) {
      expect(fs.existsSync(path.join(process.cwd(), 'public', image))).toBe(true)
    }
  })

  it('ships small, labelled winner avatars', () => {
    for (const prefix of ['ganadora', 'ganador']) {
      for (let i = 1; i <= AVATARS_PER_GENDER; i++) {
        const file = path.join(
          process.cwd(),
          `public/demo/ganadores/${prefix}-${String(i).padStart(2, '0')}.svg`,
        )
        const svg = fs.readFileSync(file, 'utf8')
        expect(Buffer.byteLength(svg)).toBeLessThan(4096)
        expect(svg).toContain('role="img"')
        expect(svg).toMatch(/<title>Ilustración de un/)
      }
    }
  })
})

describe('winners city filter key', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(cityKey('Ñemby')).toBe(cityKey('nemby'))
    expect(cityKey('  ENCARNACION ')).toBe(cityKey('Encarnación'))
    expect(cityKey('Ciudad  del Este')).toBe('ciudad del este')
    expect(cityKey('Luque')).not.toBe(cityKey('Limpio'))
  })
})
