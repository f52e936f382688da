export function ensureTool(binary: string, pkg: string, why: string): string | undefined
