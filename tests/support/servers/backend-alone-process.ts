import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  localVapidKeys,
  startFromSeed,
  stopServer,
  TEST_SERVER_LIMITS,
  waitForServer,
} from '../../../scripts/lib/server.mjs'
import { createDatabase, dropDatabase } from './postgres-database.mjs'

// Starts tests/support/servers/backend-alone.ts in a process of its own, on a real port, on fresh
// data: a copy of the run's seeded PGlite folder (TEST_SEEDED_PGLITE, 2 s) or a new seed (8–10 s),
// or, when the suite runs on PostgreSQL (CONTRACT_SERVER_URL, tests/support/servers/global-setup.mjs),
// a fresh database of that server, dropped at the stop.

export const BACKEND_ALONE_TOKEN = 'backend-alone-operator-token-of-the-contract-test'

export interface BackendAlone {
  url: string
  storage: string
  stop: () => Promise<void>
}

export async function startBackendAlone(port: number): Promise<BackendAlone> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-backend-alone-'))
  const serverUrl = process.env.CONTRACT_SERVER_URL
  const databaseUrl = serverUrl ? await createDatabase(serverUrl) : undefined
  const vapid = localVapidKeys(dataDir)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...TEST_SERVER_LIMITS,
    NODE_ENV: 'production',
    EMBEDDED_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    BACKEND_URL: '',
    OPERATOR_TOKEN: BACKEND_ALONE_TOKEN,
    SITE_URL: `http://localhost:${port}`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    // As the suite's own server (scripts/lib/server.mjs): no close of sales by the clock.
    CIERRE_AUTOMATICO: 'no',
    RELOJ_DE_PRUEBA: 'si',
  }
  startFromSeed(env)
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
      'tests/support/servers/backend-alone.ts',
      String(port),
    ],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const url = `http://127.0.0.1:${port}`
  await waitForServer(`${url}/servicios/rest/usuarios/hora-servidor`, 120_000)
  return {
    url,
    storage: databaseUrl ? 'PostgreSQL' : 'PGlite',
    stop: async () => {
      await stopServer(child)
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl)
    },
  }
}
