import type { Prize } from './plays'
import { pick, sample, type Random } from './random'

// What Azar gives away each week: one main prize and a few smaller ones, cash or goods. Repeated
// entries make equal prizes in one draw likely (they are grouped in the result).

const MAIN_PRIZES: readonly Prize[] = ['Automóvil 0 km', 'Camioneta 0 km', 50_000_000, 30_000_000]

const OTHER_PRIZES: readonly Prize[] = [
  'Moto 0 km',
  'Moto 0 km',
  10_000_000,
  5_000_000,
  5_000_000,
  3_000_000,
  'Televisor Smart 55"',
  'Heladera con freezer',
  'Aire acondicionado split 18.000 BTU',
  'Lavarropas automático',
  'Notebook',
]

/**
 * Four or five prizes, the main one first: with Siempre Sale's winners, every demo week has at least
 * five winners for the winners' pages.
 */
export function azarPrizesFor(random: Random): Prize[] {
  return [pick(random, MAIN_PRIZES), ...sample(random, OTHER_PRIZES, 3 + random(2))]
}
