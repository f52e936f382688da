export interface LighthouseFigures {
  performance: number
  lcp: number
  tbt: number
  cls: number
}
export interface Check {
  ok: boolean
  limit: number
}
export interface Verdict {
  path: string
  page: LighthouseFigures
  floor: LighthouseFigures
  deltas: { performance: number; lcp: number; tbtRatio: number }
  checks: { performance: Check; lcp: Check; tbt: Check; cls: Check }
  ok: boolean
}
export interface Bounds {
  performancePoints: number
  lcpMs: number
  tbtRatio: number
  cls: number
}
export const BOUNDS: Bounds
export function judgeAgainstFloor(
  rows: { path: string; page: LighthouseFigures; floor: LighthouseFigures }[],
  bounds?: Bounds,
): Verdict[]
export function verdictTable(verdicts: Verdict[]): Record<string, string>[]
