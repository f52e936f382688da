import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bytea } from './bytea'
import { cities, countries, departments } from './content-schema'
import { instant } from './columns'

// Accounts side of the embedded backend: players, their backend sessions, password resets, the
// mail outbox, identity verification, self-exclusion and movements.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index is on lower(email) all the same. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    telefono: text('telefono').notNull(),
    direccionParticular: text('direccion_particular').notNull(),
    tipoDocumento: text('tipo_documento').notNull(),
    documento: text('documento').notNull(),
    sexo: text('sexo').notNull(),
    codigoPais: integer('codigo_pais')
      .notNull()
      .references(() => countries.id),
    codigoDepartamento: integer('codigo_departamento')
      .notNull()
      .references(() => departments.codigoDepartamento),
    codigoCiudad: integer('codigo_ciudad')
      .notNull()
      .references(() => cities.codigoCiudad),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }).notNull(),
    aceptarTerminos: boolean('aceptar_terminos').notNull(),
    recibirNotificaciones: boolean('recibir_notificaciones').notNull().default(false),
    validado: boolean('validado').notNull().default(false),
    verificado: boolean('verificado').notNull().default(false),
    autoexcluidoHasta: instant('autoexcluido_hasta'),
    creadoEn: instant('creado_en').notNull(),
    /** Pack reminders and chosen cards as an in-site notice (rest/packs/avisos). */
    avisoPacks: boolean('aviso_packs').notNull().default(true),
    /** The same by e-mail. */
    correoPacks: boolean('correo_packs').notNull().default(true),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_documento_unique').on(t.tipoDocumento, t.documento),
  ],
)

/** Backend sessions: `id` is the sha256 of the SESION cookie, never the cookie itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    xsrf: text('xsrf').notNull(),
    inicio: instant('inicio').notNull(),
    fin: instant('fin'),
    expiracion: instant('expiracion').notNull(),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.inicio)],
)

/** Password reset links: only the sha256 of the token is kept; single use. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiraEn: instant('expira_en').notNull(),
    usadoEn: instant('usado_en'),
    creadoEn: instant('creado_en').notNull(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash)],
)

/** Every e-mail the backend sends, whether or not SMTP is configured. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  para: text('para').notNull(),
  asunto: text('asunto').notNull(),
  cuerpo: text('cuerpo').notNull(),
  enlace: text('enlace').notNull().default(''),
  creadoEn: instant('creado_en').notNull(),
})

export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codPais: integer('cod_pais')
      .notNull()
      .references(() => countries.id),
    /** PENDIENTE → APROBADA | RECHAZADA, once. */
    estado: text('estado').notNull(),
    observacion: text('observacion').notNull().default(''),
    fecha: instant('fecha').notNull(),
  },
  // At most one pending request per player, even under concurrent submissions.
  (t) => [
    uniqueIndex('verification_requests_one_pending')
      .on(t.userId)
      .where(sql`${t.estado} = 'PENDIENTE'`),
  ],
)

/** The three images of a request: 0 front, 1 back, 2 selfie. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => verificationRequests.id),
    orden: integer('orden').notNull(),
    mime: text('mime').notNull(),
    datos: bytea('datos').notNull(),
  },
  (t) => [uniqueIndex('verification_documents_request_orden').on(t.requestId, t.orden)],
)

export const movements = pgTable(
  'movements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cantidadCartones: integer('cantidad_cartones').notNull(),
    /** APROBADA | RECHAZADA | PENDIENTE | CANCELADA */
    estadoTransaccion: text('estado_transaccion').notNull(),
    fechaSorteo: instant('fecha_sorteo'),
    fechaTransaccion: instant('fecha_transaccion').notNull(),
    medioPagoNombre: text('medio_pago_nombre').notNull(),
    mensaje: text('mensaje').notNull().default(''),
    /** Guaraníes. */
    monto: integer('monto').notNull(),
    /** COMPRA CARTÓN | COMPRA PACK */
    tipo: text('tipo').notNull(),
  },
  (t) => [index('movements_user_idx').on(t.userId, t.fechaTransaccion)],
)

export const selfExclusionTimes = pgTable('self_exclusion_times', {
  idTiempo: integer('id_tiempo').primaryKey(),
  descripcion: text('descripcion').notNull(),
  dias: integer('dias').notNull(),
})

export const blocks = pgTable('blocks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  idTiempo: integer('id_tiempo')
    .notNull()
    .references(() => selfExclusionTimes.idTiempo),
  tipo: text('tipo').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  desde: instant('desde').notNull(),
  hasta: instant('hasta').notNull(),
  creadoEn: instant('creado_en').notNull(),
})
