import { z } from 'zod'
import {
  bannerSchema,
  cityListSchema,
  commitmentListSchema,
  configItemListSchema,
  countryListSchema,
  departmentListSchema,
  distributorListSchema,
  faqListSchema,
  footerLinkListSchema,
  listOf,
  numeric,
  pageRecordListSchema,
  prizeItemListSchema,
  promotionListSchema,
  serverTimeSchema,
  siteConfigDatosSchema,
} from '@loteria/contract'
import type { Context } from '../context'
import { datos, parsed, rule } from '../rules'

// Public content (docs/product.md §7 "Public content", docs/contract.md "Contract additions"):
// each answer read with the schema the site reads it with (lib/backend/content.ts).

const LISTS: [string, z.ZodType, string][] = [
  ['rest/info-empresa/empresa', pageRecordListSchema, 'pageRecordListSchema'],
  ['rest/info-empresa/reglamento', pageRecordListSchema, 'pageRecordListSchema'],
  ['rest/info-empresa/terminoscondiciones', pageRecordListSchema, 'pageRecordListSchema'],
  ['rest/info-empresa/ludopatia', pageRecordListSchema, 'pageRecordListSchema'],
  ['rest/info-empresa/certificaciones', pageRecordListSchema, 'pageRecordListSchema'],
  [
    'rest/info-empresa/politica-cookies/politica_cookies',
    pageRecordListSchema,
    'pageRecordListSchema',
  ],
  [
    'rest/info-empresa/politica-cookies/politica_privacidad',
    pageRecordListSchema,
    'pageRecordListSchema',
  ],
  ['rest/politica-cookies/listar', pageRecordListSchema, 'pageRecordListSchema'],
  ['rest/info-empresa/pie-pagina', footerLinkListSchema, 'footerLinkListSchema'],
  ['rest/preguntas', faqListSchema, 'faqListSchema'],
  ['rest/siteconfig', siteConfigDatosSchema, 'siteConfigDatosSchema'],
  ['rest/galeria-home', listOf(bannerSchema), 'bannerSchema'],
  ['rest/premios/listar-pagina-inicio', prizeItemListSchema, 'prizeItemListSchema'],
  ['rest/compromisos/listar-pagina-inicio', commitmentListSchema, 'commitmentListSchema'],
  ['rest/distribuidores/listar-distribuidores', distributorListSchema, 'distributorListSchema'],
  ['rest/configuracion', configItemListSchema, 'configItemListSchema'],
  ['rest/paises', countryListSchema, 'countryListSchema'],
]

const totalSchema = z.object({ total: numeric })

/** `compromisos` and `promociones` page by `pagina` and `cantidad` and answer `total` beside datos. */
async function checkPaged(context: Context, path: string, schema: z.ZodType, name: string) {
  const { open } = context
  const read = async (pagina: number, cantidad: number) => {
    const answer = await open.call('GET', path, { query: { pagina, cantidad, orden: 'asc' } })
    const items = parsed(z.array(z.unknown()), datos(answer, schema, name), name)
    const { total } = parsed(totalSchema, answer.json, 'total', 'respuesta')
    return { items: items.map((item) => JSON.stringify(item)), total }
  }
  const first = await read(1, 1)
  rule(first.items.length <= 1, `cantidad=1 respondió ${first.items.length} elementos`)
  const all = await read(1, 100)
  rule(all.total === first.total, 'total cambia con cantidad')
  rule(
    all.items.length === Math.min(all.total, 100),
    `total ${all.total}, llegaron ${all.items.length}`,
  )
  if (all.total >= 2) {
    const second = await read(2, 1)
    rule(second.items[0] === all.items[1], 'pagina=2 con cantidad=1 no es el segundo elemento')
  }
  return `${name}, paginado (total ${all.total})`
}

export async function checkContent(context: Context) {
  const { suite, open } = context
  for (const [path, schema, name] of LISTS) {
    await suite.check(`GET ${path}`, async () => {
      datos(await open.call('GET', path), schema, name)
      return name
    })
  }
  await suite.check('GET rest/compromisos', () =>
    checkPaged(context, 'rest/compromisos', commitmentListSchema, 'commitmentListSchema'),
  )
  await suite.check('GET rest/promociones', () =>
    checkPaged(context, 'rest/promociones', promotionListSchema, 'promotionListSchema'),
  )
  let department: number | undefined
  await suite.check('GET rest/departamentos', async () => {
    const list = datos(
      await open.call('GET', 'rest/departamentos'),
      departmentListSchema,
      'departmentListSchema',
    )
    rule(list.length > 0, 'la lista de departamentos está vacía')
    department = list[0]!.codigoDepartamento
    return 'departmentListSchema'
  })
  await suite.check('GET rest/ciudades/{codigoDepartamento}', async () => {
    rule(department !== undefined, 'sin departamento para preguntar')
    const cities = datos(
      await open.call('GET', `rest/ciudades/${department}`),
      cityListSchema,
      'cityListSchema',
    )
    rule(cities.length > 0, `el departamento ${department} no tiene ciudades`)
    return 'cityListSchema'
  })
  await suite.check('GET rest/usuarios/hora-servidor', async () => {
    const time = datos(
      await open.call('GET', 'rest/usuarios/hora-servidor'),
      serverTimeSchema,
      'serverTimeSchema',
    )
    const skew = Math.abs(new Date(time).getTime() - Date.now())
    rule(
      skew < 5 * 60_000,
      `la hora del servidor difiere ${Math.round(skew / 1000)} s de esta máquina`,
    )
    return 'serverTimeSchema'
  })
}
