export const QUERY_FLOOD_BOUND: number
export function publicPagePaths(drawId: number | string): string[]
type Measured = { ms: number; statuses: Record<string, number>; seconds: number }
export function floodOnePage(
  base: string,
  pid: number,
  pathname: string,
  options: { count: number; concurrency: number; seed: number },
): Promise<{
  pathname: string
  cached: Measured
  results: (Measured & { label: string; ratio: number; within: boolean })[]
}>
