// The HTTP requests' counter and latency histogram, kept as plain numbers and written out in
// prom-client's shape when the registry is read. The HTTP hook records every answer, on draw night
// tens of thousands a second from the page memory, and prom-client's own Counter and Histogram
// turn their labels into a hashed string on every call: with the latency's, that was a tenth of
// the CPU a remembered page costs. Here a request costs two Map look-ups.

/** Seconds: the latency histogram's upper bounds (Prometheus' `le`). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Records requests; `counter(...)` and `histogram(...)` are the two metrics a registry exports. */
export class RequestTally {
  constructor() {
    /** `method route status` → { labels, value } */
    this.counts = new Map()
    /** `method route` → { labels, buckets (per bound, not cumulative), sum, count } */
    this.latencies = new Map()
  }

  /** One answered request: its method, route label, status and duration in seconds. */
  record(method, route, status, seconds) {
    const series = `${method} ${route}`
    const key = `${series} ${status}`
    const count = this.counts.get(key)
    if (count) count.value += 1
    else this.counts.set(key, { labels: { method, route, status: String(status) }, value: 1 })
    let latency = this.latencies.get(series)
    if (!latency) {
      latency = {
        labels: { method, route },
        buckets: new Array(LATENCY_BUCKETS.length).fill(0),
        sum: 0,
        count: 0,
      }
      this.latencies.set(series, latency)
    }
    const bound = LATENCY_BUCKETS.findIndex((upper) => seconds <= upper)
    if (bound !== -1) latency.buckets[bound] += 1
    latency.sum += seconds
    latency.count += 1
  }

  reset() {
    this.counts.clear()
    this.latencies.clear()
  }

  /** A counter prom-client's registry can register and print. */
  counter({ name, help }) {
    const values = () => [...this.counts.values()].map(({ labels, value }) => ({ labels, value }))
    return exported({ name, help, type: 'counter', values, reset: () => this.counts.clear() })
  }

  /** A histogram prom-client's registry can register and print (cumulative buckets, as Prometheus'). */
  histogram({ name, help }) {
    const values = () => {
      const lines = []
      for (const { labels, buckets, sum, count } of this.latencies.values()) {
        let below = 0
        LATENCY_BUCKETS.forEach((upper, i) => {
          below += buckets[i]
          lines.push({
            metricName: `${name}_bucket`,
            labels: { le: upper, ...labels },
            value: below,
          })
        })
        lines.push({
          metricName: `${name}_bucket`,
          labels: { le: '+Inf', ...labels },
          value: count,
        })
        lines.push({ metricName: `${name}_sum`, labels, value: sum })
        lines.push({ metricName: `${name}_count`, labels, value: count })
      }
      return lines
    }
    return exported({ name, help, type: 'histogram', values, reset: () => this.latencies.clear() })
  }
}

/** A metric as prom-client's registry reads it: `get()` gives its lines, `reset()` empties it. */
function exported({ name, help, type, values, reset }) {
  const shape = { name, help, type, aggregator: 'sum' }
  return { ...shape, get: async () => ({ ...shape, values: values() }), reset }
}
