import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { users } from './accounts-schema'
import { instant } from './columns'

// Juego responsable: the player's spend limits, pauses, reality-check interval and the audit of
// every change they make to them. Limits are a history, not a value: each change is a row that
// applies from `desde` (at once when lowering, 24 hours later when raising or removing), so the
// limit in force at any instant, and a pending change, are read from the same rows.

export const spendLimits = pgTable(
  'limites_gasto',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** dia | semana | mes */
    periodo: text('periodo').notNull(),
    /** Guaraníes; null removes the limit. */
    monto: integer('monto'),
    desde: instant('desde').notNull(),
    creadoEn: instant('creado_en').notNull(),
    /** A pending change the player cancelled before it applied. */
    canceladoEn: instant('cancelado_en'),
  },
  (t) => [index('limites_gasto_user_idx').on(t.userId, t.periodo, t.desde)],
)

/** A time-out: no buying and no choosing cards from `desde` to `hasta`; it cannot be shortened. */
export const pauses = pgTable(
  'pausas',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    dias: integer('dias').notNull(),
    desde: instant('desde').notNull(),
    hasta: instant('hasta').notNull(),
  },
  (t) => [index('pausas_user_idx').on(t.userId, t.hasta)],
)

/** The reality-check interval in minutes (0: off); one row per player who chose one. */
export const realityChecks = pgTable('control_realidad', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  minutos: integer('minutos').notNull(),
  cambiadoEn: instant('cambiado_en').notNull(),
})

/** What the player changed, when, and from which backend session (its id is a token's hash). */
export const responsiblePlayAudit = pgTable(
  'juego_responsable_auditoria',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accion: text('accion').notNull(),
    detalle: text('detalle').notNull(),
    sesionId: text('sesion_id').notNull(),
    ip: text('ip').notNull().default(''),
    creadoEn: instant('creado_en').notNull(),
  },
  (t) => [index('juego_responsable_auditoria_user_idx').on(t.userId, t.creadoEn)],
)
