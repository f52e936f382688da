#!/usr/bin/env node
// `npm start`: builds when needed, then serves the site at http://localhost:3000 (PORT to change),
// on the embedded backend unless BACKEND_URL is set. It runs the build's standalone server as the
// Docker image does (scripts/lib/server.mjs), on 127.0.0.1 unless LISTEN_HOST says otherwise.
import path from 'node:path'
import { ensureBuild, ROOT } from '../lib/build.mjs'
import { stopWhenOrphaned } from '../lib/parent-watch.mjs'
import { localOperatorToken, operatorTokenFile, spawnServer } from '../lib/server.mjs'
import { refuseUnsupportedNode } from '../lib/supported-node.mjs'

/** As packages/reference-backend/src/payments/registry.ts: a method without its own adapter is simulated. */
function simulatedPayments(env) {
  if (env.PAGOS_SIMULADOS?.trim().toLowerCase() === 'no') return false
  return ['BILLETERA', 'PERSONAL', 'TARJETA', 'OTRA'].some(
    (code) => (env[`PAGOS_${code}_PROVEEDOR`]?.trim() || 'simulado') === 'simulado',
  )
}

refuseUnsupportedNode()
ensureBuild()
const port = Number(process.env.PORT) || 3000
const embedded = !process.env.BACKEND_URL
const dataDir = process.env.EMBEDDED_DATA_DIR || path.join(ROOT, '.data')
const extra = {}
// The operator endpoints are closed in production without a strong token: generate one, like the
// session secret, where the operator CLI looks for it.
if (embedded && !process.env.OPERATOR_TOKEN) extra.OPERATOR_TOKEN = localOperatorToken(dataDir)
const child = spawnServer({ port, dataDir: process.env.EMBEDDED_DATA_DIR, extra })
console.log(`› ${embedded ? 'embedded backend (.data/)' : `backend: ${process.env.BACKEND_URL}`}`)
if (embedded) {
  console.log(
    process.env.OPERATOR_TOKEN
      ? '› operator token: OPERATOR_TOKEN of this shell'
      : `› operator token: ${path.relative(process.cwd(), operatorTokenFile(dataDir))} (npm run operator reads it there)`,
  )
}
if (embedded && simulatedPayments(process.env)) {
  console.log('› Sitio de demostración: los pagos son simulados (PAGOS_SIMULADOS=no los cierra)')
}
console.log(
  `› http://localhost:${port}${process.env.LISTEN_HOST ? ` (listening on ${process.env.LISTEN_HOST})` : ''}`,
)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill('SIGTERM'))
}
stopWhenOrphaned(() => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
