#!/usr/bin/env node
// The server of the browser tests: the current build on a fresh embedded database in a temporary
// folder, removed on exit. Usage: node scripts/test/serve-test.mjs [port]
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnServer, TEST_SERVER_LIMITS } from '../lib/server.mjs'

const port = Number(process.argv[2]) || 3100
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-e2e-'))
const child = spawnServer({
  isolated: true,
  port,
  dataDir,
  extra: {
    ...TEST_SERVER_LIMITS,
    // Always PGlite in the temporary folder: the browser tests change data, never a shell's DATABASE_URL.
    DATABASE_URL: '',
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || 'e2e-revalidate-secret',
    OPERATOR_TOKEN: process.env.OPERATOR_TOKEN || 'e2e-operator-token-of-the-test-servers',
    // The push tests stand in for the push service with an http server on this machine.
    PUSH_ENDPOINTS_LOCALES: '1',
    // The responsible-play test clock (README.md, RELOJ_DE_PRUEBA): only on this machine's test
    // servers.
    RELOJ_DE_PRUEBA: 'si',
  },
})
const stop = () => child.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
console.log(`e2e data folder: ${dataDir}`)
