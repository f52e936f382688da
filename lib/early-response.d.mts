import type http from 'node:http'

export declare function isForeignAction(request: {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}): boolean
export declare function fillSecurityHeaders(
  response: http.ServerResponse,
  headers: { key: string; value: string }[],
): void
export declare function installEarlyResponseHook(
  http: typeof import('node:http'),
  env?: NodeJS.ProcessEnv,
): void
