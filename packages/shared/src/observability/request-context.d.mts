import type { AsyncLocalStorage } from 'node:async_hooks'

export interface RequestContext {
  requestId: string
  route: string
  method: string
}
export function requestStore(): AsyncLocalStorage<RequestContext>
export function currentRequest(): RequestContext | undefined
