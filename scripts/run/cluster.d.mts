export interface ClusterPorts {
  nginx: number
  sites: number[]
  postgres?: number
  redis?: number
}
export function clusterPorts(env?: NodeJS.ProcessEnv): Required<ClusterPorts>
export function restartDelayMs(failures: number): number
/** The nginx.conf `npm run cluster` writes, its files (cache, temp, pid, log) under `dir`. */
export function nginxConfig(ports: ClusterPorts, dir?: string): string
export function redactedUrl(url: string): string
export interface ClusterState {
  nginx: string
  postgres: string
  redis: string
  supervisor?: number
  sites: { port: number; pid?: number; restarts?: number }[]
}
export function statusLines(state: ClusterState, isAlive?: (pid: number) => boolean): string[]
