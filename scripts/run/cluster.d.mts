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
