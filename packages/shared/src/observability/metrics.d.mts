import type { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { RequestTally } from './request-tally.mjs'

export interface SiteMetrics {
  registry: Registry
  /** The HTTP requests' count and latency, recorded by the HTTP hook. */
  http: RequestTally
  inFlight: Gauge
  liveViewers: Gauge
  backendCalls: Counter<'outcome'>
  backendLatency: Histogram
  purchases: Counter<'estado'>
  databaseUp: Gauge
  draining: Gauge
}
export function metrics(): SiteMetrics
