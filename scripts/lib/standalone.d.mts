export function assembleStandalone(root?: string): string
export function standaloneCommand(dir?: string): { command: string; args: string[]; cwd: string }
export function privateCopy(dir?: string): string
