import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { movements, users } from './accounts-schema'
import { draws } from './draws-schema'
import { instant } from './columns'

// Buying side of the embedded backend: the packs on sale, the cards a player holds while choosing
// (reservas) and the purchases with their payment (compras). The sale itself is written on the
// cards (owner columns in draws-schema.ts) and, for packs, in pack_subscriptions.

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

/**
 * Packs bought by a player (the buying side creates one when a pack of more than one draw is
 * approved). `cantidad` counts the draws left, the open one included; after each draw it goes down
 * by one and, while draws remain, `cartonesPendientes` asks the player to choose
 * `cartonesPorSorteo` cards of the next draw.
 */
export const packSubscriptions = pgTable('pack_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** The pack's name as the site shows it, e.g. `PACK 12 SORTEOS`. */
  pack: text('pack').notNull(),
  /** Draws remaining. */
  cantidad: integer('cantidad').notNull(),
  cartonesPendientes: boolean('cartones_pendientes').notNull().default(false),
  cartonesPorSorteo: integer('cartones_por_sorteo').notNull().default(1),
  packId: integer('pack_id').references(() => packs.id),
  /** The purchase that paid for every draw of the pack. */
  compraId: integer('compra_id').references(() => compras.id),
  creadoEn: instant('creado_en').notNull(),
  /** "Elegir por mí al cierre": at the close of sales a missing card is chosen. */
  eleccionAutomatica: boolean('eleccion_automatica').notNull().default(true),
  /** "Mi número de la suerte": six digits, chosen first at the close when that card is free. */
  numeroFavorito: text('numero_favorito'),
})
