export function ensurePostgres(): string | undefined
export function startCluster(
  bin: string,
  options?: { root?: string; port?: number; keep?: boolean },
): Promise<{ url: string; stop: () => void }>
export function stopKeptCluster(bin: string, root: string): boolean
