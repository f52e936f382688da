import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

// Content side of the embedded backend: pages, furniture, geography and contact messages.

/** Static pages and policies (info-empresa/*), keyed by `clave`. */
export const infoPages = pgTable('info_pages', {
  id: serial('id').primaryKey(),
  clave: text('clave').notNull(),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion').notNull(),
  file: text('file').notNull().default(''),
  nombre: text('nombre').notNull().default(''),
  orden: integer('orden').notNull().default(0),
})

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  pregunta: text('pregunta').notNull(),
  respuesta: text('respuesta').notNull(),
  orden: integer('orden').notNull().default(0),
})

export const siteConfig = pgTable('site_config', {
  id: serial('id').primaryKey(),
  tagline: text('tagline').notNull(),
  direccion: text('direccion').notNull(),
  urlFacebook: text('url_facebook').notNull().default(''),
  urlTwitter: text('url_twitter').notNull().default(''),
  urlYoutube: text('url_youtube').notNull().default(''),
  urlInstagram: text('url_instagram').notNull().default(''),
  telefono: text('telefono').notNull().default(''),
  email: text('email').notNull().default(''),
})

export const footerLinks = pgTable('footer_links', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  file: text('file').notNull(),
  orden: integer('orden').notNull().default(0),
})

/** configuracion: PRECIO_CARTON, COBRO_MONTO_* (docs/product.md §9). */
export const configItems = pgTable('config_items', {
  nombre: text('nombre').primaryKey(),
  valor: text('valor').notNull(),
})

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  foto: text('foto').notNull(),
  fotoMovil: text('foto_movil').notNull(),
  activo: boolean('activo').notNull().default(true),
  titulo: text('titulo').notNull(),
  textoUrl: text('texto_url').notNull().default(''),
  linkUrl: text('link_url').notNull().default(''),
  orden: integer('orden').notNull().default(0),
})

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcionCorta: text('descripcion_corta').notNull(),
  descripcionLarga: text('descripcion_larga').notNull(),
  file: text('file').notNull(),
  documento: text('documento').notNull().default(''),
  url: text('url').notNull().default(''),
  orden: integer('orden').notNull().default(0),
})

export const commitments = pgTable('commitments', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  foto: text('foto').notNull(),
  contenido: text('contenido').notNull(),
  enInicio: boolean('en_inicio').notNull().default(false),
  orden: integer('orden').notNull().default(0),
})

export const prizeItems = pgTable('prize_items', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  foto: text('foto').notNull(),
  tipoPremio: text('tipo_premio').notNull(),
  descripcion: text('descripcion').notNull(),
  orden: integer('orden').notNull().default(0),
})

export const distributors = pgTable('distributors', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion').notNull(),
  /** `@lat,lng`, as the contract sends it. */
  localizacion: text('localizacion').notNull(),
  ciudad: text('ciudad').notNull(),
})

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  paisNombre: text('pais_nombre').notNull(),
  orden: integer('orden').notNull().default(0),
})

export const departments = pgTable('departments', {
  codigoDepartamento: integer('codigo_departamento').primaryKey(),
  nombre: text('nombre').notNull(),
})

export const cities = pgTable('cities', {
  codigoCiudad: integer('codigo_ciudad').primaryKey(),
  codigoDepartamento: integer('codigo_departamento')
    .notNull()
    .references(() => departments.codigoDepartamento),
  nombre: text('nombre').notNull(),
})

/** Messages from the contact form (issue: draws for everyone). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  email: text('email').notNull(),
  telefono: text('telefono').notNull(),
  mensaje: text('mensaje').notNull(),
  creadoEn: text('creado_en').notNull(),
})
