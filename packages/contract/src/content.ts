import { z } from 'zod'
import { parseDireccion, parseLocalizacion } from './encodings'
import { flag, listOf, text } from './wire'

// Public content of docs/product.md §7 ("Public content"), named after the entities of §3.

/** Static page / policy record: info-empresa/*, politica-cookies/*. */
export const pageRecordSchema = z.object({
  titulo: text,
  descripcion: text,
  file: text,
  nombre: text,
})
export type PageRecord = z.infer<typeof pageRecordSchema>
export const pageRecordListSchema = listOf(pageRecordSchema)

export const faqSchema = z.object({ pregunta: z.string(), respuesta: text })
export type Faq = z.infer<typeof faqSchema>
export const faqListSchema = listOf(faqSchema)

export const siteConfigSchema = z
  .object({
    tagline: text,
    direccion: text,
    urlFacebook: text,
    urlTwitter: text,
    urlYoutube: text,
    urlInstagram: text,
    // Not named by docs/product.md but shown in the footer; optional so any backend passes.
    telefono: text,
    email: text,
  })
  .transform((config) => ({ ...config, direcciones: parseDireccion(config.direccion) }))
export type SiteConfig = z.infer<typeof siteConfigSchema>
/** Some backends answer the config as a one-item list. */
export const siteConfigDatosSchema = z.union([
  siteConfigSchema,
  z
    .array(siteConfigSchema)
    .min(1)
    .transform((list) => list[0]!),
])

export const footerLinkSchema = z.object({ titulo: z.string(), file: text })
export type FooterLink = z.infer<typeof footerLinkSchema>
export const footerLinkListSchema = listOf(footerLinkSchema)

/** galeria-home. `linkUrl` is as the backend sent it: the site filters it before showing it. */
export const bannerSchema = z.object({
  foto: text,
  fotoMovil: text,
  activo: flag,
  titulo: text,
  textoUrl: text,
  linkUrl: text,
})
export type Banner = z.infer<typeof bannerSchema>

export const prizeItemSchema = z.object({
  nombre: z.string(),
  foto: text,
  tipo_premio: text,
  descripcion: text,
})
export type PrizeItem = z.infer<typeof prizeItemSchema>
export const prizeItemListSchema = listOf(prizeItemSchema)

export const commitmentSchema = z.object({ titulo: z.string(), foto: text, contenido: text })
export type Commitment = z.infer<typeof commitmentSchema>
export const commitmentListSchema = listOf(commitmentSchema)

export const promotionSchema = z.object({
  nombre: z.string(),
  descripcionCorta: text,
  descripcionLarga: text,
  file: text,
  documento: text,
  url: text,
})
export type Promotion = z.infer<typeof promotionSchema>
export const promotionListSchema = listOf(promotionSchema)

export const distributorSchema = z
  // `ciudad` and `departamento` are not in the distributor of docs/product.md §3; the embedded
  // backend adds them and the list groups by them (a backend without them: one group, "Otros").
  .object({
    nombre: z.string(),
    descripcion: text,
    localizacion: text,
    ciudad: text,
    departamento: text,
  })
  .transform((d) => ({ ...d, coordenadas: parseLocalizacion(d.localizacion) }))
export type Distributor = z.infer<typeof distributorSchema>
export const distributorListSchema = listOf(distributorSchema)

/** configuracion: PRECIO_CARTON, COBRO_MONTO_* (docs/product.md §9). */
export const configItemSchema = z.object({
  nombre: z.string(),
  valor: z.union([z.string(), z.number()]).transform(String),
})
export type ConfigItem = z.infer<typeof configItemSchema>
export const configItemListSchema = listOf(configItemSchema)

/** usuarios/hora-servidor: `datos` is the time, as ISO text or epoch milliseconds. */
export const serverTimeSchema = z.union([z.string().min(1), z.number()]).transform((value, ctx) => {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'hora inválida' })
    return z.NEVER
  }
  return date.toISOString()
})
