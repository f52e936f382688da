export { errorFields, logger, type LogFields } from './logger.mjs'
export { RequestTally } from './request-tally.mjs'
export { metrics, type SiteMetrics } from './metrics.mjs'
export { currentRequest, requestStore, type RequestContext } from './request-context.mjs'
