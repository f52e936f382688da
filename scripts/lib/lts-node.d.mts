export const LTS_NODE: string
export function ensureLtsNode(version?: string): string | undefined
