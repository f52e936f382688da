import type { ChildProcess, StdioOptions } from 'node:child_process'

export function spawnServer(options: {
  port: number
  dataDir?: string
  extra?: Record<string, string>
  stdio?: StdioOptions
  detached?: boolean
  isolated?: boolean
}): ChildProcess
export function waitForServer(url: string, timeoutMs?: number): Promise<void>
export function stopServer(child: ChildProcess, timeoutMs?: number): Promise<void>
export function assertPortFree(port: number): Promise<void>
export function operatorTokenFile(dataDir?: string): string
export function localOperatorToken(dataDir?: string): string
export const TEST_SERVER_LIMITS: Record<string, string>
export function startFromSeed(env: NodeJS.ProcessEnv): void
export function localVapidKeys(dataDir?: string): { publicKey: string; privateKey: string }
