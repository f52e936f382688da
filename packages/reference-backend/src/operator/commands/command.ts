import type { OperatorClient } from '../client'

/** One CLI command, in a file of its own under commands/ and listed in commands/index.ts. */
export interface Command {
  name: string
  /** Arguments as shown in `ayuda`, e.g. `<id> <observacion>`. */
  usage: string
  description: string
  run(args: string[], client: OperatorClient): Promise<void>
}

/** `--name value` or `--name=value`. */
export function option(args: string[], name: string): string | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === `--${name}`) return args[index + 1]
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3)
  }
  return undefined
}

/** Every value of a repeatable option (`--azar a --azar b`). */
export function options(args: string[], name: string): string[] {
  const values: string[] = []
  for (const [index, arg] of args.entries()) {
    if (arg === `--${name}` && args[index + 1] !== undefined) values.push(args[index + 1]!)
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3))
  }
  return values
}

/** Arguments that are not options (nor an option's value). */
export function positional(args: string[]): string[] {
  const result: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg.startsWith('--')) {
      if (!arg.includes('=')) i++
      continue
    }
    result.push(arg)
  }
  return result
}

/** A positive integer id, or a usage error. */
export function idArgument(value: string | undefined, usage: string): number {
  const id = Number(value)
  if (!value || !Number.isInteger(id) || id <= 0) throw new UsageError(usage)
  return id
}

export class UsageError extends Error {
  constructor(usage: string) {
    super(`Uso: npm run operator -- ${usage}`)
  }
}
