import 'server-only'
import { cached, TAGS } from './cache'
import * as buying from './buying'
import * as content from './content'
import * as draws from './draws'

// The backend module the rest of the app imports (docs/style.md: one swappable backend module).
// Names say what a call is (docs/architecture.md, "Backend reads"): `get…` is a public read,
// cached with a tag and a lifetime, and lives here only; `read…` is never cached (a player's own
// data, or what must be current: the draw on sale for buying, a card's check, the clock); a write
// says what it does (`save…`, `send…`, `hold…`). `fetch` is the platform's, never ours.

export * from './errors'
export { orNone } from './optional'
export type * from '@loteria/contract'

export const getInfoPage = cached(content.readInfoPage, 'info-page', TAGS.content)
export const getFooterLinks = cached(content.readFooterLinks, 'footer-links', TAGS.content)
export const getFaqs = cached(content.readFaqs, 'faqs', TAGS.content)
export const getSiteConfig = cached(content.readSiteConfig, 'site-config', TAGS.content)
export const getBanners = cached(content.readBanners, 'banners', TAGS.content)
export const getPrizeItems = cached(content.readPrizeItems, 'prize-items', TAGS.content)
export const getCommitments = cached(content.readCommitments, 'commitments', TAGS.content)
export const getHomeCommitments = cached(
  content.readHomeCommitments,
  'home-commitments',
  TAGS.content,
)
export const getPromotions = cached(content.readPromotions, 'promotions', TAGS.content)
export const getDistributors = cached(content.readDistributors, 'distributors', TAGS.content)
export const getConfig = cached(content.readConfig, 'config', TAGS.content)
export const getCountries = cached(content.readCountries, 'countries', TAGS.content)
export const getDepartments = cached(content.readDepartments, 'departments', TAGS.content)
export const getCities = cached(content.readCities, 'cities', TAGS.content)
/** The server clock is never cached. */
export const readServerTime = content.readServerTime

export const getCurrentDraw = cached(draws.readCurrentDraw, 'current-draw', TAGS.draws)
export const getPreviousDraws = cached(draws.readPreviousDraws, 'previous-draws', TAGS.draws)
export const getDrawResult = cached(draws.readDrawResult, 'draw-result', TAGS.draws)
/** Not cached here (one entry per card would grow without bound); the route sets s-maxage instead. */
export const readCardCheck = draws.readCardCheck
export const getWinners = cached(draws.readWinners, 'winners', TAGS.winners)
export const getHomeWinners = cached(draws.readHomeWinners, 'home-winners', TAGS.winners)
export const getMillionaires = cached(draws.readMillionaires, 'millionaires', TAGS.winners)
export const getWinnerCities = cached(draws.readWinnerCities, 'winner-cities', TAGS.winners)

export const getPacks = cached(buying.readPacks, 'packs', TAGS.content)
export const getPaymentMethods = cached(buying.readPaymentMethods, 'payment-methods', TAGS.content)
/** Buying needs the draw that is open now, not a cached one from before the operator's run. */
export const readCurrentDraw = draws.readCurrentDraw
