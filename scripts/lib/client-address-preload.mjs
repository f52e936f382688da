// Loaded with `node --import` into `next start` (scripts/lib/server.mjs), so even the first
// request is seen with its socket's address, its request id and its metrics, and every answer gets
// the security headers (lib/early-response.mjs, installed last so that it runs first), and the
// public pages of the last second are answered from memory (lib/page-microcache.mjs) and a method
// a page does not take gets its 405 before Next (lib/page-methods.mjs);
// instrumentation.ts installs the same hooks for a bare `next start`.
import http from 'node:http'
import { installClientAddressHook } from '../../lib/client-address.mjs'
import { installEarlyResponseHook } from '../../lib/early-response.mjs'
import { installHttpHook } from '../../lib/observability/http-hook.mjs'
import { installRawLiveStream } from '../../lib/live/raw-stream-hook.mjs'
import { installPageMethodGuard } from '../../lib/page-methods.mjs'
import { installPageMicrocache } from '../../lib/page-microcache.mjs'
import { installWeekGate } from '../../lib/draws/week-gate.mjs'

// The page memory first, so that it runs last: the hooks below see every request it answers;
// the pages' 405 just before it.
// Then the live stream written straight to the socket (served once instrumentation.ts has
// published its rules; until then Next's route handler serves it).
installPageMicrocache(http)
installPageMethodGuard(http)
// Before both: the week's pages rendered afresh after each change of the week.
installWeekGate(http)
installRawLiveStream(http)
installClientAddressHook(http)
installHttpHook(http)
installEarlyResponseHook(http)
