// Loaded with `node --import` into `next start` (scripts/lib/server.mjs), so even the first
// request is seen with its socket's address; instrumentation.ts installs the same hook for a bare
// `next start`.
import http from 'node:http'
import { installClientAddressHook } from '../../lib/client-address.mjs'

installClientAddressHook(http)
