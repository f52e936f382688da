export function ensureRedis(why?: string): string | undefined
export function startRedis(
  binary: string,
  port: number,
): Promise<{ url: string; start: () => Promise<void>; stop: () => Promise<void> }>
export function startDetachedRedis(
  binary: string,
  port: number,
  dir: string,
): Promise<{ url: string; pidfile: string }>
