// Loaded with `node --import` into `next start` (scripts/lib/server.mjs), so even the first
// request is seen with its socket's address, and every answer gets the security headers
// (lib/early-response.mjs, installed second so that it runs first); instrumentation.ts installs
// the same hooks for a bare `next start`.
import http from 'node:http'
import { installClientAddressHook } from '../../lib/client-address.mjs'
import { installEarlyResponseHook } from '../../lib/early-response.mjs'

installClientAddressHook(http)
installEarlyResponseHook(http)
