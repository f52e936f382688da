export const TEST_NODE: string
export const NEWEST_NODE: string
export function runsOn(version: string): boolean
export function nodeBinDir(version: string): string
export function envOn(version: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
