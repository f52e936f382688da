// Runs once when the server starts. The embedded backend's lifecycle (open early, close cleanly on
// SIGTERM) is Node-only, so it is loaded only in the Node runtime. Unsafe production settings stop
// the start here, and the client-address, request, security-header and one-second page memory hooks are installed for a
// bare `next start` (`npm start` preloads them: scripts/lib/client-address-preload.mjs). In
// production SIGTERM and SIGINT stop the process gracefully (lib/graceful-stop.ts).

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const backend = await import('@loteria/reference-backend')
    const { refuseUnsafeStart } = await import('./lib/startup-checks')
    refuseUnsafeStart(process.env, backend.settingsProblems())
    const http = await import('node:http')
    // First, so that it runs last, just before Next (lib/page-microcache.mjs).
    const { installPageMicrocache } = await import('./lib/page-microcache.mjs')
    installPageMicrocache(http.default)
    // Then the pages' 405, which runs just before it (lib/page-methods.mjs).
    const { installPageMethodGuard } = await import('./lib/page-methods.mjs')
    installPageMethodGuard(http.default)
    // Before both: the week's pages rendered afresh after each change (lib/draws/week-gate.mjs).
    const { installWeekGate } = await import('./lib/draws/week-gate.mjs')
    installWeekGate(http.default)
    // The live stream before Next, with the route handler's rules (lib/live/viewer-door.ts).
    const { installRawLiveStream } = await import('./lib/live/raw-stream-hook.mjs')
    installRawLiveStream(http.default)
    const { publishLiveDoor } = await import('./lib/live/viewer-door')
    publishLiveDoor()
    // Which draws have a page, for middleware.ts (lib/seo/published-draws.ts).
    const { sharePublishedDraws } = await import('./lib/seo/published-draws')
    sharePublishedDraws()
    // The backend's health for middleware.ts and readiness (lib/backend-health.ts), and no stack
    // trace per request for an outage that line already reports (lib/quiet-outage-errors.ts).
    const { backendKnownDown, probeBackend } = await import('./lib/backend/transport')
    const { shareBackendProbe } = await import('./lib/backend-health')
    shareBackendProbe(probeBackend, backendKnownDown)
    const { quietOutageErrors } = await import('./lib/quiet-outage-errors')
    quietOutageErrors()
    // Logouts of the other processes (lib/session/ended-sessions-bus.ts).
    const { listenForEndedSessions } = await import('./lib/session/ended-sessions-bus')
    listenForEndedSessions()
    const { installClientAddressHook } = await import('./lib/client-address.mjs')
    installClientAddressHook(http.default)
    const { installHttpHook } = await import('./lib/observability/http-hook.mjs')
    installHttpHook(http.default)
    const { installEarlyResponseHook } = await import('./lib/early-response.mjs')
    installEarlyResponseHook(http.default)
    const { installGracefulStop } = await import('./lib/graceful-stop')
    installGracefulStop(backend.stopEmbeddedBackend)
    await backend.startEmbeddedBackend()
    // The week watched by the server: pages that name the draw on sale are fresh after each change.
    const { watchWeekOnServer } = await import('./lib/draws/week-server-watch')
    watchWeekOnServer()
  }
}
