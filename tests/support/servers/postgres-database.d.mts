export function createDatabase(url: string, prefix?: string): Promise<string>
export function dropDatabase(serverUrl: string, url: string): Promise<void>
