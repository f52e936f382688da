export declare const CLIENT_ADDRESS_HEADER: string
export declare function normalizeAddress(address: string | undefined | null): string
export declare function parseTrustedProxies(
  value: string | undefined | null,
): number | Set<string> | undefined
export declare function resolveClientAddress(
  socketAddress: string | undefined | null,
  forwardedFor: string | string[] | undefined | null,
  trusted: number | Set<string> | undefined,
): string
export declare function installClientAddressHook(
  http: typeof import('node:http'),
  env?: NodeJS.ProcessEnv,
): void
export declare function fromTrustedProxy(
  socketAddress: string | undefined | null,
  trusted: number | Set<string> | undefined,
): boolean
export declare function dropUntrustedForwarding(
  request: {
    socket?: { remoteAddress?: string | undefined } | null
    headers: Record<string, string | string[] | undefined>
  },
  trusted: number | Set<string> | undefined,
): void
