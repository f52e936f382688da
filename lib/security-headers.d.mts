export declare function contentSecurityPolicy(env?: NodeJS.ProcessEnv): string
export declare function securityHeaders(env?: NodeJS.ProcessEnv): { key: string; value: string }[]
export declare function headerRules(
  env?: NodeJS.ProcessEnv,
): { source: string; headers: { key: string; value: string }[] }[]
