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
  pageRecordListSchema,
  prizeItemListSchema,
  promotionListSchema,
  serverTimeSchema,
  siteConfigDatosSchema,
} from '@loteria/contract'
import { bannerGallery, homeCommitments, homePrizeItems } from '../content/home'
import { commitmentPage, promotionPage } from '../content/paged-lists'
import { publishedPage } from '../content/pages'
import { citiesOfDepartment, countryList, departmentList, distributorList } from '../content/places'
import { configurationItems, faqList, findSiteConfig, footerLinkList } from '../content/site'
import { listPage, notFound, ok } from '../http'
import type { HandlerContext, Routes } from '../router'

// Public content calls of docs/product.md §7, answering the shapes of §3.

const infoPage =
  (clave: string) =>
  async ({ db }: HandlerContext) =>
    ok(pageRecordListSchema, await publishedPage(db, clave))

const bannerListSchema = listOf(bannerSchema)

export const contentRoutes: Routes = {
  'GET rest/info-empresa/empresa': infoPage('empresa'),
  'GET rest/info-empresa/reglamento': infoPage('reglamento'),
  'GET rest/info-empresa/terminoscondiciones': infoPage('terminos'),
  'GET rest/info-empresa/ludopatia': infoPage('ludopatia'),
  'GET rest/info-empresa/certificaciones': infoPage('certificaciones'),
  'GET rest/info-empresa/politica-cookies/politica_cookies': infoPage('politica_cookies'),
  'GET rest/info-empresa/politica-cookies/politica_privacidad': infoPage('politica_privacidad'),
  'GET rest/politica-cookies/listar': async ({ db }) => {
    const privacidad = await publishedPage(db, 'politica_privacidad')
    const cookies = await publishedPage(db, 'politica_cookies')
    return ok(pageRecordListSchema, [...privacidad, ...cookies])
  },
  'GET rest/info-empresa/pie-pagina': async ({ db }) =>
    ok(footerLinkListSchema, await footerLinkList(db)),
  'GET rest/preguntas': async ({ db }) => ok(faqListSchema, await faqList(db)),
  'GET rest/siteconfig': async ({ db }) => {
    const config = await findSiteConfig(db)
    return config ? ok(siteConfigDatosSchema, config) : notFound()
  },
  'GET rest/galeria-home': async ({ db }) => ok(bannerListSchema, await bannerGallery(db)),
  'GET rest/premios/listar-pagina-inicio': async ({ db }) =>
    ok(prizeItemListSchema, await homePrizeItems(db)),
  'GET rest/compromisos': async ({ db, url }) => {
    const { rows, total } = await commitmentPage(db, listPage(url, 12))
    return ok(commitmentListSchema, rows, { total })
  },
  'GET rest/compromisos/listar-pagina-inicio': async ({ db }) =>
    ok(commitmentListSchema, await homeCommitments(db)),
  'GET rest/promociones': async ({ db, url }) => {
    const descending = url.searchParams.get('orden') === 'desc'
    const { rows, total } = await promotionPage(db, listPage(url, 10), descending)
    return ok(promotionListSchema, rows, { total })
  },
  'GET rest/distribuidores/listar-distribuidores': async ({ db }) =>
    ok(distributorListSchema, await distributorList(db)),
  'GET rest/configuracion': async ({ db }) =>
    ok(configItemListSchema, await configurationItems(db)),
  'GET rest/paises': async ({ db }) => ok(countryListSchema, await countryList(db)),
  'GET rest/departamentos': async ({ db }) => ok(departmentListSchema, await departmentList(db)),
  'GET rest/ciudades/:codigo': async ({ db, params }) => {
    const codigo = Number(params.codigo)
    if (!Number.isInteger(codigo)) return ok(cityListSchema, [])
    return ok(cityListSchema, await citiesOfDepartment(db, codigo))
  },
  'GET rest/usuarios/hora-servidor': () => ok(serverTimeSchema, new Date().toISOString()),
}
