import type http from 'node:http'

export declare function refuseMethod(response: http.ServerResponse): void
export declare function installPageMethodGuard(http: typeof import('node:http')): void
