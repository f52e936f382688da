import type * as http from 'node:http'

export function installHttpHook(module: typeof http, env?: NodeJS.ProcessEnv): void
export function isDraining(): boolean
export interface DrainSettings {
  /** With the listener open and everything answered (`Connection: close`, readiness 503). */
  drainMs: number
  /** The listener closes once no connection has arrived for this long… */
  quietMs: number
  /** …or this long after the drain window at most. */
  maxMs: number
}
export function drainSettings(env?: Record<string, string | undefined>): DrainSettings
export function stopAccepting(settings?: DrainSettings): Promise<void>
export function finishInFlight(timeoutMs: number): Promise<number>
export function inFlightCount(): number
