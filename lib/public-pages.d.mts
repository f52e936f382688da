export declare const PAGE_METHODS: string[]
export declare function publicRoute(
  pathname: string,
): { route: string; page: boolean; reads: Set<string>; pattern: RegExp } | undefined
export declare function publicPageRoutes(): string[]
export declare function canonicalUrl(url: string, rsc?: boolean): string
export declare function pageTakes(request: {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}): boolean
