import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { draws } from './draws-schema'
import { instant } from './columns'

// The live draw (Sorteo en vivo): a draw started live calls its balls one at a time, each call
// stored as it happens, so a restarted server resumes it and a viewer that reconnects catches up
// from here.

/**
 * One row per draw run live. The process that calls the balls holds a lease (`owner`,
 * `lease_until`), renewed at every call: another process (or this one after a restart) takes the
 * draw over only once the lease has lapsed, so exactly one ticker calls balls at a time.
 */
export const liveDraws = pgTable(
  'live_draws',
  {
    sorteoId: integer('sorteo_id')
      .primaryKey()
      .references(() => draws.id),
    /** EN_CURSO while balls are called → FINALIZADO once the draw is closed. */
    estado: text('estado').notNull(),
    intervaloMs: integer('intervalo_ms').notNull(),
    owner: text('owner').notNull(),
    leaseUntil: instant('lease_until').notNull(),
    iniciadoEn: instant('iniciado_en').notNull(),
    finalizadoEn: instant('finalizado_en'),
    /** Forced Azar awards as JSON (demos and tests, as `sortear --azar`), else null. */
    premiosAzar: text('premios_azar'),
  },
  (t) => [
    uniqueIndex('live_draws_one_running')
      .on(t.estado)
      .where(sql`${t.estado} = 'EN_CURSO'`),
  ],
)

/**
 * What viewers see, in order: the start, every called ball, the end. The serial id is the SSE
 * event id (increasing; a reconnect with Last-Event-ID reads what follows it). A ball is unique
 * per draw, play and call number, and per draw, play and number, so a resumed draw can never call
 * a ball twice.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: serial('id').primaryKey(),
    sorteoId: integer('sorteo_id')
      .notNull()
      .references(() => draws.id),
    /** inicio, bolilla or fin. */
    tipo: text('tipo').notNull(),
    jugada: text('jugada'),
    /** 1-based call number within the play. */
    orden: integer('orden'),
    bolilla: integer('bolilla'),
    creadoEn: instant('creado_en').notNull(),
  },
  (t) => [
    index('live_events_sorteo_idx').on(t.sorteoId, t.id),
    uniqueIndex('live_events_call_unique').on(t.sorteoId, t.jugada, t.orden),
    uniqueIndex('live_events_ball_unique').on(t.sorteoId, t.jugada, t.bolilla),
    uniqueIndex('live_events_edge_unique')
      .on(t.sorteoId, t.tipo)
      .where(sql`${t.tipo} in ('inicio', 'fin')`),
  ],
)
