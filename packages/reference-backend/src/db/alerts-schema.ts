import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { outbox, users } from './accounts-schema'
import { packSubscriptions } from './buying-schema'
import { draws } from './draws-schema'
import { instant } from './columns'

// Alerts side of the embedded backend: what a draw tells each player (a prize won, a pack's next
// card to choose) and the browsers that asked for push notifications.

/**
 * One alert per kind, draw and player, written by the draw run inside its transaction (so a
 * rolled-back draw leaves none and a retried one cannot write two) and delivered after the commit:
 * each channel's column is set once, by the conditional update that claims it (outbox pattern).
 */
export const avisos = pgTable(
  'avisos',
  {
    id: serial('id').primaryKey(),
    /** PREMIO (the player's cards won in the draw) | ELEGIR_CARTON (a pack needs its next card). */
    tipo: text('tipo').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The draw just run. */
    sorteoId: integer('sorteo_id')
      .notNull()
      .references(() => draws.id),
    creadoEn: instant('creado_en').notNull(),
    /** The in-site notice was closed, or Mis premios opened: it is not shown again. */
    cerradoEn: instant('cerrado_en'),
    /** The prize e-mail, written to the outbox in the draw's transaction. */
    correoId: integer('correo_id').references(() => outbox.id),
    /** The e-mail was handed to SMTP after the commit (or there is no SMTP: the outbox is all). */
    correoEn: instant('correo_en'),
    /** Push notifications were sent (or there was no browser to send them to). */
    pushEn: instant('push_en'),
    /** The pack a pack notice is about (a player may have several). */
    suscripcionId: integer('suscripcion_id').references(() => packSubscriptions.id),
    /** The card the close of sales chose (CARTON_ELEGIDO). */
    numero: text('numero'),
  },
  (t) => [
    // One per kind, draw and player; a pack notice also per pack and card (a pack of two cards
    // a draw has two chosen). Coalesced: NULLs would otherwise never conflict.
    uniqueIndex('avisos_tipo_sorteo_user_pack_unique').on(
      t.tipo,
      t.sorteoId,
      t.userId,
      sql`coalesce(${t.suscripcionId}, 0)`,
      sql`coalesce(${t.numero}, '')`,
    ),
    index('avisos_user_idx').on(t.userId, t.cerradoEn),
  ],
)

/** A browser's push subscription (Push API), owned by the player who turned notifications on. */
export const suscripcionesPush = pgTable(
  'suscripciones_push',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The push service's URL for this browser: one browser, one row (the last player owns it). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Which notices this browser wants. */
    premios: boolean('premios').notNull(),
    elegirCarton: boolean('elegir_carton').notNull(),
    creadoEn: instant('creado_en').notNull(),
  },
  (t) => [
    uniqueIndex('suscripciones_push_endpoint_unique').on(t.endpoint),
    index('suscripciones_push_user_idx').on(t.userId),
  ],
)
