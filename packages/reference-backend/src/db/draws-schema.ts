import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { instant, guaranies } from './columns'

// Draws side of the embedded backend: the weekly draws with their results, each draw's card pool
// and the winners shown on the site (ganadores, millonarios).

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
    /** docs/product.md §3: the JSON string of every play's result; null until the draw is run. */
    resultado: text('resultado'),
    /** Pot of 15 hits in Tradicional and Revancha (carried over while nobody wins it). */
    pozoTradicional: guaranies('pozo_tradicional').notNull(),
    pozoRevancha: guaranies('pozo_revancha').notNull(),
    /** Split among the Siempre Sale winners. */
    pozoSiempreSale: guaranies('pozo_siempre_sale').notNull(),
    /** JSON list of the Azar prizes on offer: amounts in guaraníes or the name of a good. */
    premiosAzar: text('premios_azar').notNull(),
    ejecutadoEn: instant('ejecutado_en'),
    /**
     * The close of sales: set once, by the conditional update that closes them and
     * chooses the packs' missing cards (buying/sales-close.ts); no hold or purchase after it.
     */
    ventasCerradasEn: instant('ventas_cerradas_en'),
  },
  (t) => [
    uniqueIndex('draws_one_open')
      .on(t.estado)
      .where(sql`${t.estado} = 'ABIERTO'`),
    index('draws_fecha_idx').on(t.fecha),
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
