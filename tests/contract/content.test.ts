/**
 * The backend client against a backend over HTTP (docs/product.md §7, "Public content"). Runs
 * against the embedded backend by default, or any backend given in BACKEND_URL.
 */
import * as content from '@/lib/backend/content'
import { NotFoundError } from '@/lib/backend/errors'
import { backendRequest, REST } from '@/lib/backend/request'

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const onlyEmbedded = embedded ? it : it.skip

describe('info-empresa pages', () => {
  it.each(Object.keys(content.INFO_PAGES) as content.InfoPage[])(
    '%s answers a list of page records',
    async (page) => {
      const records = await content.readInfoPage(page)
      expect(Array.isArray(records)).toBe(true)
      for (const record of records) {
        expect(typeof record.titulo).toBe('string')
        expect(typeof record.descripcion).toBe('string')
      }
    },
  )

  onlyEmbedded('the demo pages have titles and HTML', async () => {
    const [empresa] = await content.readInfoPage('empresa')
    expect(empresa?.titulo).toBeTruthy()
    expect(empresa?.descripcion).toMatch(/<p>/)
    expect(await content.readInfoPage('certificaciones')).toHaveLength(3)
    const politicas = await content.readInfoPage('politicasListado')
    expect(politicas.length).toBeGreaterThanOrEqual(2)
  })
})

describe('site furniture', () => {
  it('siteconfig parses direccion into name, address and phone', async () => {
    const config = await content.readSiteConfig()
    expect(typeof config.tagline).toBe('string')
    for (const d of config.direcciones) expect(d.direccion).toBeTruthy()
    if (embedded) {
      expect(config.direcciones).toHaveLength(3)
      expect(config.direcciones[0]).toEqual({
        nombre: 'Casa Central',
        direccion: expect.stringContaining('Asunción'),
        telefono: expect.stringMatching(/\d/),
      })
      expect(config.urlFacebook).toMatch(/^https:\/\//)
    }
  })

  it('pie-pagina answers footer links', async () => {
    const links = await content.readFooterLinks()
    for (const link of links) expect(link.titulo).toBeTruthy()
    if (embedded) expect(links.length).toBeGreaterThanOrEqual(6)
  })

  it('preguntas answers questions with HTML answers', async () => {
    const faqs = await content.readFaqs()
    if (embedded) expect(faqs.length).toBeGreaterThanOrEqual(12)
    for (const faq of faqs) expect(faq.pregunta).toBeTruthy()
  })

  it('usuarios/hora-servidor answers a time', async () => {
    const iso = await content.readServerTime()
    expect(Math.abs(new Date(iso).getTime() - Date.now())).toBeLessThan(5 * 60 * 1000)
  })

  it('configuracion answers the keys of docs/product.md §9', async () => {
    const items = await content.readConfig()
    const names = items.map((i) => i.nombre)
    expect(names).toEqual(
      expect.arrayContaining([
        'PRECIO_CARTON',
        'COBRO_MONTO_MAX_BILLETERA',
        'COBRO_MONTO_MIN_TRANSFERENCIA',
        'COBRO_MONTO_MAX_TRANSFERENCIA',
      ]),
    )
    for (const item of items) expect(typeof item.valor).toBe('string')
  })
})

describe('home content', () => {
  it('galeria-home answers banners with desktop and mobile images', async () => {
    const banners = await content.readBanners()
    if (embedded) {
      expect(banners.length).toBeGreaterThanOrEqual(3)
      expect(banners.some((b) => !b.activo)).toBe(true)
    }
    for (const b of banners) expect(typeof b.activo).toBe('boolean')
  })

  it('premios/listar-pagina-inicio answers prize items', async () => {
    const items = await content.readPrizeItems()
    if (embedded) expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect(item.nombre).toBeTruthy()
  })

  it('compromisos pages by cantidad and pagina', async () => {
    const { items: first, total } = await content.readCommitments(12, 1)
    const { items: second } = await content.readCommitments(12, 2)
    expect(first.length).toBeLessThanOrEqual(12)
    if (embedded) {
      expect(first).toHaveLength(12)
      expect(total).toBe(14)
      expect(second).toHaveLength(2)
      expect(second[0]?.titulo).not.toBe(first[0]?.titulo)
    }
  })

  it('compromisos/listar-pagina-inicio answers the home selection', async () => {
    const items = await content.readHomeCommitments()
    if (embedded) expect(items).toHaveLength(4)
  })

  it('promociones answers at most cantidad items', async () => {
    const { items: promos, total } = await content.readPromotions(10, 1)
    expect(promos.length).toBeLessThanOrEqual(10)
    if (embedded) {
      expect(promos).toHaveLength(10)
      expect(total).toBe(12)
    }
  })

  it('distribuidores parses localizacion into coordinates in Paraguay', async () => {
    const distributors = await content.readDistributors()
    if (embedded) expect(distributors.length).toBeGreaterThanOrEqual(30)
    for (const d of distributors) {
      expect(d.coordenadas).not.toBeNull()
      expect(d.coordenadas!.lat).toBeGreaterThan(-28)
      expect(d.coordenadas!.lat).toBeLessThan(-19)
      expect(d.coordenadas!.lng).toBeGreaterThan(-63)
      expect(d.coordenadas!.lng).toBeLessThan(-54)
    }
  })

  it('the embedded backend names the department of each distributor, which the list groups by', async () => {
    const distributors = await content.readDistributors()
    if (!embedded) return
    const departments = new Set((await content.readDepartments()).map((d) => d.nombre))
    for (const d of distributors) expect(departments).toContain(d.departamento)
  })
})

describe('geography', () => {
  it('paises answers Paraguay first', async () => {
    const countries = await content.readCountries()
    expect(countries[0]?.paisNombre).toBe('Paraguay')
  })

  it('departamentos answers the capital and the 17 departments', async () => {
    const departments = await content.readDepartments()
    if (embedded) expect(departments).toHaveLength(18)
    expect(departments.map((d) => d.nombre)).toEqual(
      expect.arrayContaining(['Central', 'Alto Paraná', 'Itapúa']),
    )
  })

  it('ciudades/{departamento} answers the cities of that department', async () => {
    const departments = await content.readDepartments()
    const central = departments.find((d) => d.nombre === 'Central')!
    const cities = await content.readCities(central.codigoDepartamento)
    expect(cities.map((c) => c.nombre)).toEqual(expect.arrayContaining(['San Lorenzo', 'Luque']))
  })

  it('ciudades of an unknown department is an empty list', async () => {
    await expect(content.readCities(9999)).resolves.toEqual([])
  })
})

describe('envelope rules over HTTP', () => {
  it('an unknown path is a NotFoundError', async () => {
    await expect(backendRequest(`${REST}/no-existe`, { publico: true })).rejects.toBeInstanceOf(
      NotFoundError,
    )
  })
})
