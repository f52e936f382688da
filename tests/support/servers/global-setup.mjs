// Contract tests run the backend client over HTTP. Without BACKEND_URL they start the site on a
// fresh embedded database and point the client at its /servicios face; with BACKEND_URL they
// check that operator backend instead. With DATABASE_URL the embedded backend runs on that
// PostgreSQL server, in a fresh database of its own (CONTRACT_DATABASE_URL) dropped afterwards.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnServer, TEST_SERVER_LIMITS, waitForServer } from '../../../scripts/lib/server.mjs'
import { createDatabase } from './postgres-database.mjs'

export default async function globalSetup() {
  if (process.env.BACKEND_URL) {
    console.log(`\n› contract tests against ${process.env.BACKEND_URL}`)
    return
  }
  const port = Number(process.env.CONTRACT_PORT) || 3200
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-contract-'))
  // Taken out of the environment: a process a test starts uses PostgreSQL only when it asks to.
  const serverUrl = process.env.DATABASE_URL
  delete process.env.DATABASE_URL
  const databaseUrl = serverUrl ? await createDatabase(serverUrl) : undefined
  // Production closes the operator endpoints without a strong token (≥ 32 characters).
  process.env.OPERATOR_TOKEN ||= 'contract-operator-token-of-the-test-server'
  const server = spawnServer({
    isolated: true,
    port,
    dataDir,
    extra: {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      OPERATOR_TOKEN: process.env.OPERATOR_TOKEN,
      // The responsible-play test clock (README): only on this machine's test servers.
      RELOJ_DE_PRUEBA: 'si',
      ...TEST_SERVER_LIMITS,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  globalThis.__CONTRACT_SERVER__ = { server, dataDir, serverUrl, databaseUrl }
  await waitForServer(`http://localhost:${port}/servicios/rest/usuarios/hora-servidor`)
  process.env.BACKEND_URL = `http://localhost:${port}`
  process.env.CONTRACT_DATA_DIR = dataDir
  if (databaseUrl) {
    process.env.CONTRACT_SERVER_URL = serverUrl
    process.env.CONTRACT_DATABASE_URL = databaseUrl
  }
  const storage = databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : 'PGlite'
  console.log(
    `\n› contract tests against the embedded backend (${storage}) at ${process.env.BACKEND_URL}`,
  )
}
