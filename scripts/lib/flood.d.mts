export function floodAddresses(
  count: number,
  options?: { seed?: number; imagePath?: string },
): string[]
export function shareImagePath(base: string, drawId: number): Promise<string | undefined>
export function sendAll(
  base: string,
  paths: string[],
  concurrency?: number,
  options?: { method?: string; body?: string },
): Promise<{ statuses: Record<string, number>; seconds: number }>
export function folderUsage(dir: string): { bytes: number; files: number }
export function cpuSeconds(pid: number): number
export function serverFolder(pid: number): string
