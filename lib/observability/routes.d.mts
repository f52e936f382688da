/** Every 404's label, whatever its path. */
export const NOT_FOUND_LABEL: string
export function routeLabel(url: string, status?: number): string
