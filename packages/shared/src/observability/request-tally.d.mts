interface TallyMetric {
  name: string
  help: string
  type: 'counter' | 'histogram'
  aggregator: 'sum'
  get(): Promise<{
    name: string
    help: string
    type: string
    aggregator: 'sum'
    values: { labels: Record<string, string | number>; value: number; metricName?: string }[]
  }>
  reset(): void
}

export class RequestTally {
  record(method: string, route: string, status: number | string, seconds: number): void
  reset(): void
  counter(options: { name: string; help: string }): TallyMetric
  histogram(options: { name: string; help: string }): TallyMetric
}
