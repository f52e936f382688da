import 'server-only'
import { parseDatos } from './envelope'
import { backendRequest, REST } from './request'
import {
  commitmentListSchema,
  configItemListSchema,
  distributorListSchema,
  faqListSchema,
  footerLinkListSchema,
  pageRecordListSchema,
  prizeItemListSchema,
  promotionListSchema,
  serverTimeSchema,
  siteConfigDatosSchema,
} from '@loteria/shared/contract/content'
import {
  cityListSchema,
  countryListSchema,
  departmentListSchema,
} from '@loteria/shared/contract/geography'
import { bannerListSchema } from './banner'
import type { z } from 'zod'

// Uncached calls of SPEC section 7, "Public content". Pages use the cached getters of index.ts;
// contract tests call these directly.

async function publicGet<T extends z.ZodType>(
  path: string,
  schema: T,
  query?: Record<string, string | number | undefined>,
): Promise<z.infer<T>> {
  const envelope = await backendRequest(`${REST}/${path}`, { publico: true, query })
  return parseDatos(envelope, schema)
}

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
/** A page of a list and, when the backend says it, the total (else null). */
export interface Page<T> {
  items: T[]
  total: number | null
}

async function publicPage<Item>(
  path: string,
  schema: z.ZodType<Item[]>,
  query: Record<string, string | number | undefined>,
): Promise<Page<Item>> {
  const envelope = await backendRequest(`${REST}/${path}`, { publico: true, query })
  const items = parseDatos(envelope, schema)
  const total = typeof envelope.total === 'number' ? envelope.total : null
  return { items, total }
}

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
