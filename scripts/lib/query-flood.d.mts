export const QUERY_FLOOD_BOUND: number
export function publicPagePaths(drawId: number | string): string[]
export function distinctQueries(pathname: string, count: number, seed?: number): string[]
type Measured = { ms: number; statuses: Record<string, number>; seconds: number }
export function cpuPerRequest(
  base: string,
  pid: number,
  paths: string[],
  concurrency?: number,
  options?: { method?: string; body?: string },
): Promise<Measured>
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
