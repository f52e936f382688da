// The demo data seeded once per test run: a production server on an empty PGlite folder migrates
// and seeds it, stops, and every later test server on a new folder starts from a copy of it
// (scripts/lib/server.mjs `startFromSeed`). The seed reads no setting, only the clock, so a copy
// made minutes earlier holds what a fresh seed would (the visual suite, on a frozen clock, seeds
// its own).
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { spawnServer, stopServer, waitForServer } from './server.mjs'
import { temporaryFolder } from './temporary-folder.mjs'

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Seeds a new folder with the current build and returns `{ pglite, remove }`. */
export async function seedOnce() {
  // Removed at the run's end, and when it is interrupted.
  const { dir: dataDir, remove } = temporaryFolder('loteria-seed-')
  const port = await freePort()
  const child = spawnServer({
    isolated: true,
    port,
    dataDir,
    extra: {
      DATABASE_URL: '',
      BACKEND_URL: '',
      TEST_SEEDED_PGLITE: '',
      OPERATOR_TOKEN: 'seed-operator-token-of-the-test-run-0123456789',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForServer(`http://127.0.0.1:${port}/servicios/rest/usuarios/hora-servidor`, 120_000)
  } finally {
    await stopServer(child)
  }
  const pglite = path.join(dataDir, 'pglite')
  if (!fs.existsSync(pglite)) throw new Error(`the seed left no database in ${dataDir}`)
  return { pglite, remove }
}
