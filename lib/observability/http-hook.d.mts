import type * as http from 'node:http'

export function installHttpHook(module: typeof http, env?: NodeJS.ProcessEnv): void
export function isDraining(): boolean
export function stopAccepting(): void
export function finishInFlight(timeoutMs: number): Promise<number>
export function inFlightCount(): number
