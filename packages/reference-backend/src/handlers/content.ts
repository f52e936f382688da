import { asc, count, eq } from 'drizzle-orm'
import {
  banners,
  cities,
  commitments,
  configItems,
  countries,
  departments,
  distributors,
  faqs,
  footerLinks,
  infoPages,
  prizeItems,
  promotions,
  siteConfig,
} from '../db/schema'
import { intParam, notFound, ok } from '../http'
import { withTaxRate } from '../prizes/tax-text'
import type { Database } from '../db/client'
import type { HandlerContext, Routes } from '../router'

// Public content calls of SPEC section 7, answering the shapes of section 3.

const pageFields = {
  titulo: infoPages.titulo,
  descripcion: infoPages.descripcion,
  file: infoPages.file,
  nombre: infoPages.nombre,
}

/** A page's records, the tax placeholder filled with the configured rate (prizes/tax-text.ts). */
async function pagesByKey(db: Database, clave: string) {
  const records = await db
    .select(pageFields)
    .from(infoPages)
    .where(eq(infoPages.clave, clave))
    .orderBy(asc(infoPages.orden), asc(infoPages.id))
  return records.map((record) => ({ ...record, descripcion: withTaxRate(record.descripcion) }))
}

const infoPage =
  (clave: string) =>
  async ({ db }: HandlerContext) =>
    ok(await pagesByKey(db, clave))

/** `pagina` is 1-based; `cantidad` -1 means all. */
function page(url: URL, defaultSize: number) {
  const cantidad = intParam(url, 'cantidad', defaultSize)
  const pagina = Math.max(1, intParam(url, 'pagina', 1))
  return cantidad < 0
    ? { limit: undefined, offset: 0 }
    : { limit: Math.max(1, cantidad), offset: (pagina - 1) * Math.max(1, cantidad) }
}

export const contentRoutes: Routes = {
  'GET rest/info-empresa/empresa': infoPage('empresa'),
  'GET rest/info-empresa/reglamento': infoPage('reglamento'),
  'GET rest/info-empresa/terminoscondiciones': infoPage('terminos'),
  'GET rest/info-empresa/ludopatia': infoPage('ludopatia'),
  'GET rest/info-empresa/certificaciones': infoPage('certificaciones'),
  'GET rest/info-empresa/politica-cookies/politica_cookies': infoPage('politica_cookies'),
  'GET rest/info-empresa/politica-cookies/politica_privacidad': infoPage('politica_privacidad'),
  'GET rest/politica-cookies/listar': async ({ db }) => {
    const privacidad = await pagesByKey(db, 'politica_privacidad')
    const cookies = await pagesByKey(db, 'politica_cookies')
    return ok([...privacidad, ...cookies])
  },
  'GET rest/info-empresa/pie-pagina': async ({ db }) =>
    ok(
      await db
        .select({ titulo: footerLinks.titulo, file: footerLinks.file })
        .from(footerLinks)
        .orderBy(asc(footerLinks.orden), asc(footerLinks.id)),
    ),
  'GET rest/preguntas': async ({ db }) => {
    const answers = await db
      .select({ pregunta: faqs.pregunta, respuesta: faqs.respuesta })
      .from(faqs)
      .orderBy(asc(faqs.orden), asc(faqs.id))
    return ok(answers.map((faq) => ({ ...faq, respuesta: withTaxRate(faq.respuesta) })))
  },
  'GET rest/siteconfig': async ({ db }) => {
    const [config] = await db.select().from(siteConfig).orderBy(asc(siteConfig.id)).limit(1)
    if (!config) return notFound()
    const { id: _id, ...datos } = config
    return ok(datos)
  },
  'GET rest/galeria-home': async ({ db }) =>
    ok(
      await db
        .select({
          foto: banners.foto,
          fotoMovil: banners.fotoMovil,
          activo: banners.activo,
          titulo: banners.titulo,
          textoUrl: banners.textoUrl,
          linkUrl: banners.linkUrl,
        })
        .from(banners)
        .orderBy(asc(banners.orden), asc(banners.id)),
    ),
  'GET rest/premios/listar-pagina-inicio': async ({ db }) =>
    ok(
      await db
        .select({
          nombre: prizeItems.nombre,
          foto: prizeItems.foto,
          tipo_premio: prizeItems.tipoPremio,
          descripcion: prizeItems.descripcion,
        })
        .from(prizeItems)
        .orderBy(asc(prizeItems.orden), asc(prizeItems.id)),
    ),
  'GET rest/compromisos': async ({ db, url }) => {
    const { limit, offset } = page(url, 12)
    const query = db
      .select({
        titulo: commitments.titulo,
        foto: commitments.foto,
        contenido: commitments.contenido,
      })
      .from(commitments)
      .orderBy(asc(commitments.orden), asc(commitments.id))
      .offset(offset)
    const [rows, [total]] = await Promise.all([
      limit === undefined ? query : query.limit(limit),
      db.select({ total: count() }).from(commitments),
    ])
    return ok(rows, { total: total?.total ?? 0 })
  },
  'GET rest/compromisos/listar-pagina-inicio': async ({ db }) =>
    ok(
      await db
        .select({
          titulo: commitments.titulo,
          foto: commitments.foto,
          contenido: commitments.contenido,
        })
        .from(commitments)
        .where(eq(commitments.enInicio, true))
        .orderBy(asc(commitments.orden), asc(commitments.id)),
    ),
  'GET rest/promociones': async ({ db, url }) => {
    const { limit, offset } = page(url, 10)
    const descending = url.searchParams.get('orden') === 'desc'
    const query = db
      .select({
        nombre: promotions.nombre,
        descripcionCorta: promotions.descripcionCorta,
        descripcionLarga: promotions.descripcionLarga,
        file: promotions.file,
        documento: promotions.documento,
        url: promotions.url,
      })
      .from(promotions)
      .orderBy(descending ? promotions.orden : asc(promotions.orden), asc(promotions.id))
      .offset(offset)
    const [rows, [total]] = await Promise.all([
      limit === undefined ? query : query.limit(limit),
      db.select({ total: count() }).from(promotions),
    ])
    return ok(descending ? rows.reverse() : rows, { total: total?.total ?? 0 })
  },
  'GET rest/distribuidores/listar-distribuidores': async ({ db }) => {
    const [rows, places] = await Promise.all([
      db
        .select({
          nombre: distributors.nombre,
          descripcion: distributors.descripcion,
          localizacion: distributors.localizacion,
          ciudad: distributors.ciudad,
        })
        .from(distributors)
        .orderBy(asc(distributors.ciudad), asc(distributors.nombre)),
      db
        .select({ ciudad: cities.nombre, departamento: departments.nombre })
        .from(cities)
        .innerJoin(departments, eq(cities.codigoDepartamento, departments.codigoDepartamento))
        .orderBy(asc(cities.codigoCiudad)),
    ])
    // `departamento`, like `ciudad`, is not in SPEC's distributor: the site groups the list by it.
    // A city name two departments share takes the first (lowest code).
    const departmentOf = new Map<string, string>()
    for (const place of places)
      if (!departmentOf.has(place.ciudad)) departmentOf.set(place.ciudad, place.departamento)
    return ok(rows.map((row) => ({ ...row, departamento: departmentOf.get(row.ciudad) ?? '' })))
  },
  'GET rest/configuracion': async ({ db }) =>
    ok(await db.select().from(configItems).orderBy(asc(configItems.nombre))),
  'GET rest/paises': async ({ db }) =>
    ok(
      await db
        .select({ id: countries.id, paisNombre: countries.paisNombre })
        .from(countries)
        .orderBy(asc(countries.orden), asc(countries.id)),
    ),
  'GET rest/departamentos': async ({ db }) =>
    ok(await db.select().from(departments).orderBy(asc(departments.codigoDepartamento))),
  'GET rest/ciudades/:codigo': async ({ db, params }) => {
    const codigo = Number(params.codigo)
    if (!Number.isInteger(codigo)) return ok([])
    return ok(
      await db
        .select({ codigoCiudad: cities.codigoCiudad, nombre: cities.nombre })
        .from(cities)
        .where(eq(cities.codigoDepartamento, codigo))
        .orderBy(asc(cities.nombre)),
    )
  },
  'GET rest/usuarios/hora-servidor': () => ok(new Date().toISOString()),
}
