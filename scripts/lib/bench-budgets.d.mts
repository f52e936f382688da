export interface BenchRow {
  page: string
  ratio: number
  'HTML bytes': number
  'JS bytes': number
}
export interface Budgets {
  tolerance?: number
  pages: Record<string, { ratio: number; htmlBytes: number; jsBytes: number }>
}
export function checkBudgets(rows: BenchRow[], budgets: Budgets): string[]
