import 'server-only'
import {
  cityListSchema,
  commitmentListSchema,
  configItemListSchema,
  countryListSchema,
  departmentListSchema,
  distributorListSchema,
  faqListSchema,
  footerLinkListSchema,
  pageRecordListSchema,
  prizeItemListSchema,
  promotionListSchema,
  serverTimeSchema,
  siteConfigDatosSchema,
} from '@loteria/contract'
import { bannerListSchema } from './banner'
import { publicGet, publicPage } from './public'

// Uncached calls of docs/product.md §7, "Public content". Pages use the cached getters of index.ts;
// contract tests call these directly.

export const INFO_PAGES = {
  empresa: 'info-empresa/empresa',
  reglamento: 'info-empresa/reglamento',
  terminos: 'info-empresa/terminoscondiciones',
  ludopatia: 'info-empresa/ludopatia',
  certificaciones: 'info-empresa/certificaciones',
  politicaCookies: 'info-empresa/politica-cookies/politica_cookies',
  politicaPrivacidad: 'info-empresa/politica-cookies/politica_privacidad',
  politicasListado: 'politica-cookies/listar',
} as const
export type InfoPage = keyof typeof INFO_PAGES

export const readInfoPage = (page: InfoPage) => publicGet(INFO_PAGES[page], pageRecordListSchema)
export const readFooterLinks = () => publicGet('info-empresa/pie-pagina', footerLinkListSchema)
export const readFaqs = () => publicGet('preguntas', faqListSchema)
export const readSiteConfig = () => publicGet('siteconfig', siteConfigDatosSchema)
export const readBanners = () => publicGet('galeria-home', bannerListSchema)
export const readPrizeItems = () => publicGet('premios/listar-pagina-inicio', prizeItemListSchema)
export const readCommitments = (cantidad: number, pagina = 1) =>
  publicPage('compromisos', commitmentListSchema, { pagina, cantidad })
export const readHomeCommitments = () =>
  publicGet('compromisos/listar-pagina-inicio', commitmentListSchema)
export const readPromotions = (cantidad = 10, pagina = 1) =>
  publicPage('promociones', promotionListSchema, { cantidad, orden: 'asc', pagina })
export const readDistributors = () =>
  publicGet('distribuidores/listar-distribuidores', distributorListSchema)
export const readConfig = () => publicGet('configuracion', configItemListSchema)
export const readCountries = () => publicGet('paises', countryListSchema)
export const readDepartments = () => publicGet('departamentos', departmentListSchema)
export const readCities = (codigoDepartamento: number) =>
  publicGet(`ciudades/${encodeURIComponent(String(codigoDepartamento))}`, cityListSchema)
export const readServerTime = () => publicGet('usuarios/hora-servidor', serverTimeSchema)
