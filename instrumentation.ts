// Runs once when the server starts. The embedded backend's lifecycle (open early, close cleanly on
// SIGTERM) is Node-only, so it is loaded only in the Node runtime. Unsafe production settings stop
// the start here, and the client-address and request hooks are installed for a bare `next start`
// (`npm start` preloads them: scripts/lib/client-address-preload.mjs). In production SIGTERM and
// SIGINT stop the process gracefully (lib/graceful-stop.ts).

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsafeStart } = await import('./lib/startup-checks')
    refuseUnsafeStart()
    const http = await import('node:http')
    const { installClientAddressHook } = await import('./lib/client-address.mjs')
    installClientAddressHook(http.default)
    const { installHttpHook } = await import('./lib/observability/http-hook.mjs')
    installHttpHook(http.default)
    const { startEmbeddedBackend, stopEmbeddedBackend } = await import(
      './lib/embedded-backend/lifecycle'
    )
    const { installGracefulStop } = await import('./lib/graceful-stop')
    installGracefulStop(stopEmbeddedBackend)
    await startEmbeddedBackend()
  }
}
