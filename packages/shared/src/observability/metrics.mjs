// Prometheus metrics of this process (prom-client), read at /api/metricas. One registry per
// process, kept on globalThis: the `next start` preload and the bundled server code load separate
// copies of this module and must count into the same metrics.
import client from 'prom-client'
import { RequestTally } from './request-tally.mjs'

const KEY = Symbol.for('loteria.observability.metrics')

function create() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'loteria_' })
  const metric = (Kind, options) => new Kind({ ...options, registers: [registry] })
  // Recorded per answer by the HTTP hook as plain numbers, printed by the same registry.
  const http = new RequestTally()
  registry.registerMetric(
    http.counter({
      name: 'loteria_http_requests_total',
      help: 'HTTP requests answered, by method, route and status',
    }),
  )
  registry.registerMetric(
    http.histogram({
      name: 'loteria_http_request_duration_seconds',
      help: 'Time to answer an HTTP request (until its last byte), by method and route',
    }),
  )
  return {
    registry,
    http,
    inFlight: metric(client.Gauge, {
      name: 'loteria_http_requests_in_flight',
      help: 'HTTP requests accepted and not yet answered (live streams included)',
    }),
    liveViewers: metric(client.Gauge, {
      name: 'loteria_live_viewers',
      help: 'Viewers of the live draw connected to this process',
    }),
    backendCalls: metric(client.Counter, {
      name: 'loteria_backend_calls_total',
      help: 'Calls of the site to its backend (in-process or over HTTP), by outcome',
      labelNames: ['outcome'],
    }),
    backendLatency: metric(client.Histogram, {
      name: 'loteria_backend_call_duration_seconds',
      help: 'Time the backend took to answer the site',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    purchases: metric(client.Counter, {
      name: 'loteria_purchases_total',
      help: 'Payment decisions applied by the embedded backend, by resulting state',
      labelNames: ['estado'],
    }),
    databaseUp: metric(client.Gauge, {
      name: 'loteria_database_up',
      help: '1 while the embedded backend reaches its database, 0 while it does not',
    }),
    draining: metric(client.Gauge, {
      name: 'loteria_shutting_down',
      help: '1 once the process stopped accepting requests (SIGTERM), until it exits',
    }),
  }
}

/** @returns {ReturnType<typeof create>} */
export function metrics() {
  globalThis[KEY] ??= create()
  return globalThis[KEY]
}
