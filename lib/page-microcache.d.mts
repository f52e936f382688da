import type http from 'node:http'

export declare function microcacheLifetime(env?: Record<string, string | undefined>): number
type KeyedRequest = { method?: string; url?: string; headers: http.IncomingHttpHeaders }
export declare function requestKey(request: KeyedRequest, url?: string): string | undefined
export declare function sharedMaxAge(cacheControl: unknown): number | undefined
export declare function installPageMicrocache(
  module: typeof import('node:http'),
  env?: Record<string, string | undefined>,
): void
export declare function forgetRememberedPages(): void
