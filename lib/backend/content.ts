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

export const fetchInfoPage = (page: InfoPage) => publicGet(INFO_PAGES[page], pageRecordListSchema)
export const fetchFooterLinks = () => publicGet('info-empresa/pie-pagina', footerLinkListSchema)
export const fetchFaqs = () => publicGet('preguntas', faqListSchema)
export const fetchSiteConfig = () => publicGet('siteconfig', siteConfigDatosSchema)
export const fetchBanners = () => publicGet('galeria-home', bannerListSchema)
export const fetchPrizeItems = () => publicGet('premios/listar-pagina-inicio', prizeItemListSchema)
export const fetchCommitments = (cantidad: number, pagina = 1) =>
  publicPage('compromisos', commitmentListSchema, { pagina, cantidad })
export const fetchHomeCommitments = () =>
  publicGet('compromisos/listar-pagina-inicio', commitmentListSchema)
export const fetchPromotions = (cantidad = 10, pagina = 1) =>
  publicPage('promociones', promotionListSchema, { cantidad, orden: 'asc', pagina })
export const fetchDistributors = () =>
  publicGet('distribuidores/listar-distribuidores', distributorListSchema)
export const fetchConfig = () => publicGet('configuracion', configItemListSchema)
export const fetchCountries = () => publicGet('paises', countryListSchema)
export const fetchDepartments = () => publicGet('departamentos', departmentListSchema)
export const fetchCities = (codigoDepartamento: number) =>
  publicGet(`ciudades/${encodeURIComponent(String(codigoDepartamento))}`, cityListSchema)
export const fetchServerTime = () => publicGet('usuarios/hora-servidor', serverTimeSchema)
