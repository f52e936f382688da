export function routeLabel(url: string, status?: number): string
