// @loteria/shared/observability: the JSON log lines, the Prometheus metrics and the request
// context. Plain JavaScript: the `next start` preload loads it outside Next's bundles.
export { errorFields, logger } from './logger.mjs'
export { RequestTally } from './request-tally.mjs'
export { metrics } from './metrics.mjs'
export { currentRequest, requestStore } from './request-context.mjs'
