import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts-schema'
import { compras, packSubscriptions } from './buying-schema'
import { draws } from './draws-schema'
import { instant } from './columns'

// The cards (cartones) of each draw's pool, who owns them and how they were sold, and the cards a
// player holds while choosing (reservas). Beside buying-schema.ts rather than in it: a card points
// at the purchase that sold it, never the other way round, so the files import one way.

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
    /** JSON string `[{ nombre, azar, numeros: '01,05,…' }]` (docs/product.md §3, card detail). */
    jugadas: text('jugadas').notNull(),
    /** The owner, once sold (or assigned to a pack's later draw). */
    userId: integer('user_id').references(() => users.id),
    /** The purchase that paid for it: for a pack's later draws, the pack's purchase. */
    compraId: integer('compra_id').references(() => compras.id),
    /** The pack it plays for, when bought in a pack of more than one draw. */
    suscripcionId: integer('suscripcion_id').references(() => packSubscriptions.id),
    vendidoEn: instant('vendido_en'),
    /** Chosen for a pack by the close of sales, not by the player. */
    eleccionAutomatica: boolean('eleccion_automatica').notNull().default(false),
    /**
     * The pack's lucky number when the close chose this card for it: kept with the card, so what
     * became of it stays true after the player changes the number.
     */
    numeroFavorito: text('numero_favorito'),
  },
  (t) => [
    uniqueIndex('cards_sorteo_numero_unique').on(t.sorteoId, t.numero),
    index('cards_user_idx').on(t.userId),
  ],
)

/**
 * One held card of the open draw. A row whose `expira_en` has passed is free for everyone (lazy
 * expiry: no timer deletes it; the next hold of the card replaces it). The unique index makes two
 * concurrent holds of one card impossible whatever the code above does.
 */
export const reservas = pgTable(
  'reservas',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    sorteoId: integer('sorteo_id')
      .notNull()
      .references(() => draws.id),
    /** The expiry of the player's hold: set by its first card, copied to the ones added later. */
    expiraEn: instant('expira_en').notNull(),
    creadoEn: instant('creado_en').notNull(),
  },
  (t) => [
    uniqueIndex('reservas_card_unique').on(t.cardId),
    index('reservas_user_idx').on(t.userId, t.sorteoId),
  ],
)
