import type { packs } from '../db/schema'

// The packs on sale (docs/product.md §9), with the ids the site links to.

export const PACKS: (typeof packs.$inferInsert)[] = [
  { id: 1, nombre: 'Cartón de la semana', sorteos: 1, precio: 10_000, ahorro: 0 },
  { id: 2, nombre: 'PACK 12 SORTEOS', sorteos: 12, precio: 114_000, ahorro: 5 },
  { id: 3, nombre: 'PACK 24 SORTEOS', sorteos: 24, precio: 216_000, ahorro: 10 },
  { id: 4, nombre: 'PACK 48 SORTEOS', sorteos: 48, precio: 408_000, ahorro: 15 },
  { id: 5, nombre: 'PACK 17 SORTEOS', sorteos: 17, precio: 98_000, ahorro: 42 },
]

/** The verified demo player's pack, so MIS PACKS ACTIVOS and Mis cartones show data at once. */
export const DEMO_PURCHASE = {
  email: 'verificado@demo.com.py',
  packId: 2,
  medioPago: 'billetera',
  clave: 'demo-verificado-pack-12',
  /** Positions in the open draw's pool, ordered by number: the same cards in every database. */
  cardPositions: [417, 2186],
} as const
