export function ensureTool(binary: string, pkg: string, why: string): string | undefined
export function missingTool(what: string, install: string): void
