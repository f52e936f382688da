import type { Counter, Gauge, Histogram, Registry } from 'prom-client'

export interface SiteMetrics {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status'>
  latency: Histogram<'method' | 'route'>
  inFlight: Gauge
  liveViewers: Gauge
  backendCalls: Counter<'outcome'>
  backendLatency: Histogram
  purchases: Counter<'estado'>
  databaseUp: Gauge
  draining: Gauge
}
export function metrics(): SiteMetrics
