import fs from 'node:fs'
import { stopServer } from '../../../scripts/lib/server.mjs'
import { dropDatabase } from './postgres-database.mjs'

export default async function globalTeardown() {
  const started = globalThis.__CONTRACT_SERVER__
  if (!started) return
  await stopServer(started.server)
  fs.rmSync(started.dataDir, { recursive: true, force: true })
  if (started.databaseUrl) await dropDatabase(started.serverUrl, started.databaseUrl)
}
