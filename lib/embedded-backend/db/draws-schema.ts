import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { packSubscriptions, users } from './accounts-schema'
import { compras } from './buying-schema'

// Draws side of the embedded backend: the weekly draws with their results, each draw's card pool
// and the winners shown on the site (ganadores, millonarios).

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
/** Guaraníes: a carried-over pot outgrows a 32-bit integer. */
const guaranies = (name: string) => bigint(name, { mode: 'number' })

export const draws = pgTable(
  'draws',
  {
    /** The draw's number (`Sorteo N° 1287`); it follows from the date (one draw a week). */
    id: integer('id').primaryKey(),
    /** Sunday 20:00 in Asunción. */
    fecha: instant('fecha').notNull(),
    /** ABIERTO (the current draw, at most one) → CERRADO once its result is stored. */
    estado: text('estado').notNull(),
    imagenCarton: text('imagen_carton').notNull(),
    /** SPEC section 3: the JSON string of every play's result; null until the draw is run. */
    resultado: text('resultado'),
    /** Pot of 15 hits in Tradicional and Revancha (carried over while nobody wins it). */
    pozoTradicional: guaranies('pozo_tradicional').notNull(),
    pozoRevancha: guaranies('pozo_revancha').notNull(),
    /** Split among the Siempre Sale winners. */
    pozoSiempreSale: guaranies('pozo_siempre_sale').notNull(),
    /** JSON list of the Azar prizes on offer: amounts in guaraníes or the name of a good. */
    premiosAzar: text('premios_azar').notNull(),
    ejecutadoEn: instant('ejecutado_en'),
  },
  (t) => [
    uniqueIndex('draws_one_open')
      .on(t.estado)
      .where(sql`${t.estado} = 'ABIERTO'`),
    index('draws_fecha_idx').on(t.fecha),
  ],
)

/**
 * A draw's card pool. A card belongs to one draw and its number is unique within it; once sold it
 * belongs to one player (the sale sets `user_id` only where it is still null, so it happens once).
 */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    sorteoId: integer('sorteo_id')
      .notNull()
      .references(() => draws.id),
    /** Six digits, `004512`. */
    numero: text('numero').notNull(),
    /** JSON string `[{ nombre, azar, numeros: '01,05,…' }]` (SPEC section 3, card detail). */
    jugadas: text('jugadas').notNull(),
    /** The owner, once sold (or assigned to a pack's later draw). */
    userId: integer('user_id').references(() => users.id),
    /** The purchase that paid for it: for a pack's later draws, the pack's purchase. */
    compraId: integer('compra_id').references(() => compras.id),
    /** The pack it plays for, when bought in a pack of more than one draw. */
    suscripcionId: integer('suscripcion_id').references(() => packSubscriptions.id),
    vendidoEn: instant('vendido_en'),
  },
  (t) => [
    uniqueIndex('cards_sorteo_numero_unique').on(t.sorteoId, t.numero),
    index('cards_user_idx').on(t.userId),
  ],
)

/** People shown on the winners' pages, with their testimonial. */
export const winners = pgTable(
  'winners',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    /** As shown: `Gs. 15.000.000` or `Moto 0 km`. */
    premio: text('premio').notNull(),
    /** Cash prizes in guaraníes (null for goods): selects the millionaires. */
    monto: guaranies('monto'),
    fecha: instant('fecha').notNull(),
    ciudad: text('ciudad').notNull(),
    /** The city lower-cased without accents, for the case- and accent-insensitive filter. */
    ciudadClave: text('ciudad_clave').notNull(),
    foto: text('foto').notNull(),
    biografia: text('biografia').notNull(),
    /** The draw of the prize, when it is still in the draws table. */
    sorteoId: integer('sorteo_id').references(() => draws.id),
  },
  (t) => [
    index('winners_fecha_idx').on(t.fecha),
    index('winners_ciudad_clave_idx').on(t.ciudadClave),
  ],
)
