#!/usr/bin/env node
// `npm start`: builds when needed, then serves the site at http://localhost:3000 (PORT to change),
// on the embedded backend unless BACKEND_URL is set.
import { ensureBuild } from './lib/build.mjs'
import { spawnServer } from './lib/server.mjs'

ensureBuild()
const port = Number(process.env.PORT) || 3000
const child = spawnServer({ port, dataDir: process.env.EMBEDDED_DATA_DIR })
console.log(
  `› ${process.env.BACKEND_URL ? `backend: ${process.env.BACKEND_URL}` : 'embedded backend (.data/)'}`,
)
console.log(`› http://localhost:${port}`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill('SIGTERM'))
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
