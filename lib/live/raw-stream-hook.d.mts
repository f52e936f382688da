import type http from 'node:http'
import type { LiveDoor } from './viewer-door'

export declare function isLiveStreamRequest(request: { method?: string; url?: string }): boolean
export declare function serveLiveStream(
  door: LiveDoor,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void
export declare function installRawLiveStream(module: typeof import('node:http')): void
