import { ContractFailure } from './rules'

// One line per call: ✓, ✗ with the rule that failed, or – when the call was left out (a write
// without --writes, a call that needs what the backend has not got); then the summary.

export type Mark = '✓' | '✗' | '–'

export interface Outcome {
  call: string
  mark: Mark
  detail: string
}

export class Suite {
  readonly outcomes: Outcome[] = []

  constructor(private readonly print: (line: string) => void = console.log) {}

  /** Runs one call's checks; `run` answers what was checked, shown after ✓. */
  async check(call: string, run: () => Promise<string>): Promise<boolean> {
    try {
      this.record(call, '✓', await run())
      return true
    } catch (error) {
      this.record(call, '✗', failureText(error))
      return false
    }
  }

  skip(call: string, why: string): void {
    this.record(call, '–', why)
  }

  private record(call: string, mark: Mark, detail: string) {
    this.outcomes.push({ call, mark, detail })
    this.print(`${mark} ${call}${detail ? ` — ${detail}` : ''}`)
  }

  count(mark: Mark): number {
    return this.outcomes.filter((outcome) => outcome.mark === mark).length
  }

  summary(): string {
    const checked = this.count('✓') + this.count('✗')
    return `${checked} llamadas comprobadas: ${this.count('✓')} ✓, ${this.count('✗')} ✗, ${this.count('–')} sin comprobar`
  }
}

function failureText(error: unknown): string {
  if (error instanceof ContractFailure) return error.message
  // A refused connection, a timeout, a body that is not what any rule expected: said plainly.
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return `${error.message}${cause}`
  }
  return String(error)
}
