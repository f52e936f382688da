export function percentile(sorted: readonly number[], p: number): number | undefined
export function ballDelays(
  steps: ArrayLike<number>,
  balls: readonly { id: number; calledAt: number }[],
  window?: { from?: number; to?: number },
): number[]
export function counterSum(text: string, name: string, labels?: Record<string, string>): number
export function histogramPercentile(counts: ArrayLike<number>, p: number): number | undefined
export function verdict(
  steps: readonly {
    pollers: number
    originPerSecond: number
    p99Ms: number | undefined
    errors: number
  }[],
  options?: { growth?: number; slack?: number; maxP99Ms?: number; behind?: number },
): string[]
