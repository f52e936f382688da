export interface BenchRow {
  page: string
  ratio?: number
  'HTML bytes': number
  'JS bytes': number
  'first-paint CSS bytes'?: number
  'requests before paint'?: number
}
export interface PageBudget {
  ratio?: number
  htmlBytes: number
  jsBytes: number
  cssBytes?: number
  blockingRequests?: number
}
export interface Budgets {
  tolerance?: number
  pages: Record<string, PageBudget>
}
export function checkBudgets(rows: BenchRow[], budgets: Budgets): string[]
