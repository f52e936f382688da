import type { Prize } from './plays'
import { pick, sample, type Random } from './random'

// What Azar gives away each week: one main prize and a few smaller ones, cash or goods, then ten
// free cards. Repeated entries make equal prizes in one draw likely (they are grouped in the
// result, the free cards always).

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

/** A card of a later draw, which its owner exchanges for one (prizes/card-exchange.ts). */
export const FREE_CARD_PRIZE = 'Cartón gratis'
export const FREE_CARDS_PER_DRAW = 10

/**
 * Four or five prizes, the main one first: with Siempre Sale's winners, every demo week has at least
 * five winners for the winners' pages. The free cards come last, so they take no randomness away
 * from the prizes before them (a draw's prizes stay what they were before free cards existed).
 */
export function azarPrizesFor(random: Random): Prize[] {
  return [
    pick(random, MAIN_PRIZES),
    ...sample(random, OTHER_PRIZES, 3 + random(2)),
    ...Array.from({ length: FREE_CARDS_PER_DRAW }, () => FREE_CARD_PRIZE),
  ]
}
