export declare function imageOrigins(env?: NodeJS.ProcessEnv): URL[]
export declare function imageRemotePatterns(
  env?: NodeJS.ProcessEnv,
): { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string }[]
