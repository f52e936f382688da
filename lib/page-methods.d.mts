export declare function installPageMethodGuard(http: typeof import('node:http')): void
