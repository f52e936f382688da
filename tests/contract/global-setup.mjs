// Contract tests run the backend client over HTTP. Without BACKEND_URL they start the site on a
// fresh embedded database and point the client at its /servicios face; with BACKEND_URL they
// check that operator backend instead.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnServer, waitForServer } from '../../scripts/lib/server.mjs'

export default async function globalSetup() {
  if (process.env.BACKEND_URL) {
    console.log(`\n› contract tests against ${process.env.BACKEND_URL}`)
    return
  }
  const port = Number(process.env.CONTRACT_PORT) || 3200
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-contract-'))
  const server = spawnServer({ port, dataDir, stdio: ['ignore', 'ignore', 'inherit'] })
  globalThis.__CONTRACT_SERVER__ = { server, dataDir }
  await waitForServer(`http://localhost:${port}/servicios/rest/usuarios/hora-servidor`)
  process.env.BACKEND_URL = `http://localhost:${port}`
  process.env.CONTRACT_DATA_DIR = dataDir
  console.log(`\n› contract tests against the embedded backend at ${process.env.BACKEND_URL}`)
}
