import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { movements, users } from './accounts-schema'
import { cards, draws } from './draws-schema'

// Buying side of the embedded backend: the packs on sale, the cards a player holds while choosing
// (reservas) and the purchases with their payment (compras). The sale itself is written on the
// cards (owner columns in draws-schema.ts) and, for packs, in pack_subscriptions.

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Fixed ids (the site links `?pack=2`); `precio` is one card in every one of the pack's draws. */
export const packs = pgTable('packs', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  sorteos: integer('sorteos').notNull(),
  /** Guaraníes. */
  precio: integer('precio').notNull(),
  /** Percent saved against single cards, as the packs page shows it. */
  ahorro: integer('ahorro').notNull(),
})

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

/** A purchase attempt: PENDIENTE → APROBADA | RECHAZADA | CANCELADA, forward only, once. */
export const compras = pgTable(
  'compras',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id),
    /** Payment method code: billetera | personal | tarjeta | otra. */
    medioPago: text('medio_pago').notNull(),
    /** Guaraníes, computed by the backend: the pack's price times the cards. */
    monto: integer('monto').notNull(),
    /** The site's idempotency key: one purchase per player and key. */
    clave: text('clave').notNull(),
    estado: text('estado').notNull(),
    /**
     * Random and unguessable: names the purchase on the provider's page. Kept as is (not hashed)
     * because the page address that carries it is answered again to a repeated request.
     */
    token: text('token').notNull(),
    sorteoId: integer('sorteo_id')
      .notNull()
      .references(() => draws.id),
    /** The cards chosen: exactly the player's hold when the purchase was made. */
    cartones: integer('cartones').array().notNull(),
    /** Site path the provider sends the player back to (`?compra={id}` is appended). */
    retorno: text('retorno').notNull(),
    /** Where the player pays; set once the provider has started the payment. */
    redireccion: text('redireccion'),
    mensaje: text('mensaje').notNull().default(''),
    movimientoId: integer('movimiento_id')
      .notNull()
      .references(() => movements.id),
    /** The hold's expiry: a purchase still undecided then reads as CANCELADA. */
    expiraEn: instant('expira_en').notNull(),
    creadoEn: instant('creado_en').notNull(),
    decididoEn: instant('decidido_en'),
  },
  (t) => [
    uniqueIndex('compras_user_clave_unique').on(t.userId, t.clave),
    uniqueIndex('compras_token_unique').on(t.token),
    index('compras_sorteo_estado_idx').on(t.sorteoId, t.estado),
  ],
)
