import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './accounts-schema'
import { bytea } from './bytea'
import { cities, countries, departments } from './content-schema'
import { cards } from './cards-schema'
import { draws } from './draws-schema'
import { guaranies, instant } from './columns'

// Prizes side of the embedded backend: what each sold card won (premios), the ways to collect it
// (a wallet payment, or a collection request the operator processes with a voucher), the
// player's wallets and the payment entities a request can name.

/**
 * One prize of one sold card in one play, recorded for the card's owner by the draw run.
 * PENDIENTE → COBRO_SOLICITADO once (a wallet payment, a collection request or, for the free
 * card, its exchange): every move is a conditional update on PENDIENTE.
 */
export const premios = pgTable(
  'premios',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sorteoId: integer('sorteo_id')
      .notNull()
      .references(() => draws.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    numeroCarton: text('numero_carton').notNull(),
    jugada: text('jugada').notNull(),
    /** The prize's place among the card's prizes of this play (Azar may give a card two). */
    orden: integer('orden').notNull(),
    /** Null in Azar, which has no numbers. */
    aciertos: integer('aciertos'),
    /** Cash prizes, in guaraníes; null for goods and the free card. */
    premio: guaranies('premio'),
    /** The good's name or `Cartón gratis`; null for cash. */
    premioTexto: text('premio_texto'),
    /** Computed at draw time with PRIZE_TAX_PERCENT; 0 for goods and the free card. */
    descuentoFiscal: guaranies('descuento_fiscal').notNull(),
    total: guaranies('total').notNull(),
    estado: text('estado').notNull(),
    /** A free card: it can be exchanged for a card of a later draw. */
    canjear: boolean('canjear').notNull().default(false),
    /** The card given for it, once exchanged. */
    canjeadoCardId: integer('canjeado_card_id').references(() => cards.id),
    creadoEn: instant('creado_en').notNull(),
  },
  (t) => [
    // A rerun of the step (or a retried transaction) cannot record a prize twice.
    uniqueIndex('premios_card_jugada_orden_unique').on(t.cardId, t.jugada, t.orden),
    index('premios_user_idx').on(t.userId, t.sorteoId),
  ],
)

/** Banks (TRANSFERENCIA) and money-transfer services (GIRO) a collection request can name. */
export const entidadesPago = pgTable(
  'entidades_pago',
  {
    id: integer('id').primaryKey(),
    nombreEntidad: text('nombre_entidad').notNull(),
    /** TRANSFERENCIA | GIRO: the request's tipoSolicitud must be the entity's. */
    tipoEntidadSolicitud: text('tipo_entidad_solicitud').notNull(),
  },
  (t) => [uniqueIndex('entidades_pago_nombre_unique').on(t.nombreEntidad)],
)

/**
 * A request to pay a prize by transfer or giro, with the form as the player sent it and the
 * amounts copied from the prize. PENDIENTE → COBRO_SOLICITADO → PROCESADA, or RECHAZADA from
 * either; PROCESADA also straight from PENDIENTE. Forward only, once (prizes/request-states.ts).
 */
export const solicitudesCobro = pgTable(
  'solicitudes_cobro',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    premioId: integer('premio_id')
      .notNull()
      .references(() => premios.id),
    tipoSolicitud: text('tipo_solicitud').notNull(),
    entidad: text('entidad').notNull(),
    destino: text('destino').notNull(),
    moneda: text('moneda').notNull(),
    nombreApellido: text('nombre_apellido').notNull(),
    tipoDocumento: text('tipo_documento').notNull(),
    numeroDocumento: text('numero_documento').notNull(),
    profesion: text('profesion').notNull(),
    estadoCivil: text('estado_civil').notNull(),
    direccionLaboral: text('direccion_laboral').notNull(),
    direccionParticular: text('direccion_particular').notNull(),
    codPaisResidencia: integer('cod_pais_residencia')
      .notNull()
      .references(() => countries.id),
    codigoDepartamento: integer('codigo_departamento')
      .notNull()
      .references(() => departments.codigoDepartamento),
    codigoCiudad: integer('codigo_ciudad')
      .notNull()
      .references(() => cities.codigoCiudad),
    barrio: text('barrio').notNull(),
    premio: guaranies('premio').notNull(),
    descuentoFiscal: guaranies('descuento_fiscal').notNull(),
    totalAcobrar: guaranies('total_a_cobrar').notNull(),
    estadoSolicitud: text('estado_solicitud').notNull(),
    /** Why it was rejected ('' otherwise). */
    motivo: text('motivo').notNull().default(''),
    /** The payment voucher the operator attaches when processing it. */
    comprobante: bytea('comprobante'),
    comprobanteTipo: text('comprobante_tipo'),
    /** `comprobante-{id}.png`: the name the player downloads it by. */
    comprobanteNombre: text('comprobante_nombre'),
    fechaEnvio: instant('fecha_envio').notNull(),
    fechaProceso: instant('fecha_proceso'),
  },
  (t) => [
    // One live request per prize: a double submit (even concurrent) makes one request; after a
    // rejection the prize may be claimed again, so rejected requests do not count.
    uniqueIndex('solicitudes_cobro_premio_unique')
      .on(t.premioId)
      .where(sql`${t.estadoSolicitud} <> 'RECHAZADA'`),
    index('solicitudes_cobro_user_idx').on(t.userId, t.fechaEnvio),
  ],
)

/** The player's payment accounts; medio de pago 1 is the mobile wallet (docs/product.md §9). */
export const mediosPagoUsuario = pgTable(
  'medios_pago_usuario',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    medioPagoId: integer('medio_pago_id').notNull(),
    /** A mobile line, `0981123456`. */
    numero: text('numero').notNull(),
    creadoEn: instant('creado_en').notNull(),
  },
  (t) => [uniqueIndex('medios_pago_usuario_unique').on(t.userId, t.medioPagoId, t.numero)],
)

/** A prize paid into a wallet: at most one per prize. */
export const pagosBilletera = pgTable(
  'pagos_billetera',
  {
    id: serial('id').primaryKey(),
    premioId: integer('premio_id')
      .notNull()
      .references(() => premios.id),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => mediosPagoUsuario.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The prize's total after tax, in guaraníes. */
    monto: guaranies('monto').notNull(),
    creadoEn: instant('creado_en').notNull(),
  },
  (t) => [uniqueIndex('pagos_billetera_premio_unique').on(t.premioId)],
)
