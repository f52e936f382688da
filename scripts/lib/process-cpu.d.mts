export function cpuSeconds(pid: number | undefined): number | undefined
