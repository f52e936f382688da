export declare function installRawLiveStream(module: typeof import('node:http')): void
