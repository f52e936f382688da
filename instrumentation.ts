// Runs once when the server starts. The embedded backend's lifecycle (open early, close cleanly on
// SIGTERM) is Node-only, so it is loaded only in the Node runtime.

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startEmbeddedBackend } = await import('./lib/embedded-backend/lifecycle')
    await startEmbeddedBackend()
  }
}
