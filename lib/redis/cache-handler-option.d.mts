export declare const CACHE_HANDLER_FILE: string
export declare function cacheHandlerOption(
  phase: string,
  env?: NodeJS.ProcessEnv,
): { cacheHandler?: string }
