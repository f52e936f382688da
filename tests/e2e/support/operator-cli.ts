import { execFile } from 'node:child_process'

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/**
 * `npm run operator -- …` against a spec's own server (tests/e2e/live), resolved when the CLI
 * exits: the way an operator runs a live draw.
 */
export function operatorCli(base: string, token: string, timeoutMs: number) {
  return (...args: string[]) =>
    new Promise<CliRun>((resolve) => {
      execFile(
        process.execPath,
        [
          'node_modules/tsx/dist/cli.mjs',
          'packages/reference-backend/src/operator/cli.ts',
          ...args,
        ],
        { env: { ...process.env, OPERATOR_URL: base, OPERATOR_TOKEN: token }, timeout: timeoutMs },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      )
    })
}
