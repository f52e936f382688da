/** @jest-environment node */
import client from 'prom-client'
import { RequestTally } from '@loteria/shared/observability'

// The HTTP requests' counter and histogram, recorded as plain numbers: what a Prometheus scrape
// reads must be what prom-client's own Counter and Histogram would print for the same requests.

function registryWith(tally: RequestTally) {
  const registry = new client.Registry()
  registry.registerMetric(tally.counter({ name: 'mine_total', help: 'requests' }) as never)
  registry.registerMetric(tally.histogram({ name: 'mine_seconds', help: 'latency' }) as never)
  return registry
}

function theirs(requests: [string, string, number, number][]) {
  const registry = new client.Registry()
  const counter = new client.Counter({
    name: 'mine_total',
    help: 'requests',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  })
  const histogram = new client.Histogram({
    name: 'mine_seconds',
    help: 'latency',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  for (const [method, route, status, seconds] of requests) {
    counter.inc({ method, route, status: String(status) })
    histogram.observe({ method, route }, seconds)
  }
  return registry
}

const REQUESTS: [string, string, number, number][] = [
  ['GET', '/home', 200, 0.0004],
  ['GET', '/home', 200, 0.012],
  ['GET', '/home', 304, 0.005],
  ['POST', '/api/x', 403, 0.3],
  ['GET', '/home', 200, 42],
]

test('prints the same exposition as prom-client for the same requests', async () => {
  const tally = new RequestTally()
  for (const request of REQUESTS) tally.record(...request)
  const mine = await registryWith(tally).metrics()
  expect(mine).toBe(await theirs(REQUESTS).metrics())
  expect(mine).toContain('mine_total{method="GET",route="/home",status="200"} 3')
  expect(mine).toContain('mine_seconds_bucket{le="0.005",method="GET",route="/home"} 2')
  expect(mine).toContain('mine_seconds_bucket{le="+Inf",method="GET",route="/home"} 4')
})

test('reset empties both', async () => {
  const tally = new RequestTally()
  tally.record('GET', '/home', 200, 0.001)
  tally.reset()
  expect(await registryWith(tally).metrics()).toBe(await theirs([]).metrics())
})
