import 'server-only'
import { cached, TAGS } from './cache'
import * as buying from './buying'
import * as content from './content'
import * as draws from './draws'

// The backend module the rest of the app imports (docs/style.md: one swappable backend module).
// Public getters are cached with a tag and a lifetime; per-player calls are never cached.

export { TAGS } from './cache'
export * from './errors'
export type * from '@loteria/contract'

export const getInfoPage = cached(content.fetchInfoPage, 'info-page', TAGS.content)
export const getFooterLinks = cached(content.fetchFooterLinks, 'footer-links', TAGS.content)
export const getFaqs = cached(content.fetchFaqs, 'faqs', TAGS.content)
export const getSiteConfig = cached(content.fetchSiteConfig, 'site-config', TAGS.content)
export const getBanners = cached(content.fetchBanners, 'banners', TAGS.content)
export const getPrizeItems = cached(content.fetchPrizeItems, 'prize-items', TAGS.content)
export const getCommitments = cached(content.fetchCommitments, 'commitments', TAGS.content)
export const getHomeCommitments = cached(
  content.fetchHomeCommitments,
  'home-commitments',
  TAGS.content,
)
export const getPromotions = cached(content.fetchPromotions, 'promotions', TAGS.content)
export const getDistributors = cached(content.fetchDistributors, 'distributors', TAGS.content)
export const getConfig = cached(content.fetchConfig, 'config', TAGS.content)
export const getCountries = cached(content.fetchCountries, 'countries', TAGS.content)
export const getDepartments = cached(content.fetchDepartments, 'departments', TAGS.content)
export const getCities = cached(content.fetchCities, 'cities', TAGS.content)
/** The server clock is never cached. */
export const getServerTime = content.fetchServerTime

export const getCurrentDraw = cached(draws.fetchCurrentDraw, 'current-draw', TAGS.draws)
export const getPreviousDraws = cached(draws.fetchPreviousDraws, 'previous-draws', TAGS.draws)
export const getDrawResult = cached(draws.fetchDrawResult, 'draw-result', TAGS.draws)
/** Not cached here (one entry per card would grow without bound); the route sets s-maxage instead. */
export const getCardCheck = draws.fetchCardCheck
export const getWinners = cached(draws.fetchWinners, 'winners', TAGS.winners)
export const getHomeWinners = cached(draws.fetchHomeWinners, 'home-winners', TAGS.winners)
export const getMillionaires = cached(draws.fetchMillionaires, 'millionaires', TAGS.winners)
export const getWinnerCities = cached(draws.fetchWinnerCities, 'winner-cities', TAGS.winners)

export const getPacks = cached(buying.fetchPacks, 'packs', TAGS.content)
export const getPaymentMethods = cached(buying.fetchPaymentMethods, 'payment-methods', TAGS.content)
/** Buying needs the draw that is open now, not a cached one from before the operator's run. */
export const getOpenDraw = draws.fetchCurrentDraw
