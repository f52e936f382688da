/** @jest-environment node */

// The stop's first line said "no se aceptan más conexiones" while the listener was still
// open, answering every request for SHUTDOWN_DRAIN_MS. It now says what happens, and a second line
// comes when the listener has closed.

let closeListener: () => void = () => undefined
const lines: string[] = []

jest.mock('@/lib/observability/http-hook.mjs', () => ({
  drainSettings: () => ({ drainMs: 1000, quietMs: 200, maxMs: 3000 }),
  inFlightCount: () => 0,
  stopAccepting: () => new Promise<void>((resolve) => (closeListener = resolve)),
  finishInFlight: async () => 0,
}))
jest.mock('@loteria/shared/observability', () => ({
  errorFields: () => ({}),
  logger: {
    info: (msg: string) => lines.push(msg),
    warn: (msg: string) => lines.push(msg),
    error: (msg: string) => lines.push(msg),
  },
}))

import { gracefulStop } from '@/lib/graceful-stop'

test('no line says the listener is closed before it is', async () => {
  let closedBackend = false
  const stopping = gracefulStop(
    'SIGTERM',
    async () => {
      // The backend closes once the requests are done; the listener may still be draining here in
      // this test (finishInFlight is mocked), so only the lines' order before it is checked.
      closedBackend = true
    },
    10_000,
  )
  await new Promise((resolve) => setImmediate(resolve))
  expect(lines[0]).toMatch(/^parada ordenada: se atienden las conexiones/)
  expect(lines.join('\n')).not.toContain('no se aceptan más conexiones')
  closeListener()
  await stopping
  await new Promise((resolve) => setImmediate(resolve))
  expect(closedBackend).toBe(true)
  expect(lines).toContain('parada ordenada: no se aceptan más conexiones')
})
