import type http from 'node:http'

export declare function weekChanged(at?: number): void
export declare function gatedCopy(request: {
  method?: string
  url?: string
  headers: http.IncomingHttpHeaders
}): string | undefined
export declare function gate(
  request: { method?: string; url?: string; headers: http.IncomingHttpHeaders },
  own?: unknown,
  now?: number,
): boolean
export declare function installWeekGate(module: typeof import('node:http')): void
export declare function weekReadable(reachable: boolean): void
