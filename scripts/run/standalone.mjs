#!/usr/bin/env node
// `npm run standalone`: the production server of a bare host, as the Docker image runs it. Builds
// when needed, assembles .next/standalone (static files, public/, the client-address preload,
// migrations: scripts/lib/standalone.mjs) and starts it with this shell's environment only:
// nothing is generated, so SESSION_SECRET (and OPERATOR_TOKEN on the embedded backend) must be
// set: without a token of 32 characters or more on the embedded backend it refuses before
// building (docs/history.md: it used to start with the operator's doors silently shut).
// Listens on 127.0.0.1:${PORT:-3000} (LISTEN_HOST to change) for nginx in front. Its own lines,
// like the server's, are JSON (docs/deploying.md, "Logs").
//
// `npm run standalone -- --assemble-only`: assembles and stops (the Dockerfile's step). The folder
// then runs anywhere with `node --import ./scripts/lib/client-address-preload.mjs server.js`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureBuild, ROOT } from '../lib/build.mjs'
import { stopWhenOrphaned } from '../lib/parent-watch.mjs'
import { assembleStandalone, standaloneCommand } from '../lib/standalone.mjs'
import { refuseUnsupportedNode } from '../lib/supported-node.mjs'
import { logger } from '@loteria/shared/observability'

/** As the backend's own rule (MIN_OPERATOR_TOKEN_LENGTH of @loteria/shared): 32 characters at least. */
const OPERATOR_TOKEN_MIN = 32

// Its lines are JSON, this refusal's too.
refuseUnsupportedNode((line) => logger.error(`standalone: ${line}`))
const assembleOnly = process.argv.includes('--assemble-only')
const embedded = !process.env.BACKEND_URL?.trim()
if (
  !assembleOnly &&
  embedded &&
  (process.env.OPERATOR_TOKEN?.trim().length ?? 0) < OPERATOR_TOKEN_MIN
) {
  logger.error(
    'standalone: falta OPERATOR_TOKEN (al menos 32 caracteres) para el backend integrado: ' +
      'por ejemplo OPERATOR_TOKEN=$(openssl rand -base64 48). `npm start` genera uno en .data/operator-token.',
  )
  process.exit(1)
}
if (!assembleOnly) ensureBuild()
const dir = assembleStandalone()
logger.info('standalone: carpeta armada', { dir: path.relative(process.cwd(), dir) || '.' })
if (assembleOnly) process.exit(0)

const env = { ...process.env, NODE_ENV: 'production' }
env.PORT ||= '3000'
env.HOSTNAME = process.env.LISTEN_HOST || '127.0.0.1'
// Lets the server finish its requests and close the embedded database on SIGTERM.
env.NEXT_MANUAL_SIG_HANDLE = '1'
// The server runs inside .next/standalone: the embedded data stays in the project's .data.
if (embedded && !env.EMBEDDED_DATA_DIR) env.EMBEDDED_DATA_DIR = path.join(ROOT, '.data')
else if (env.EMBEDDED_DATA_DIR && env.EMBEDDED_DATA_DIR !== ':memory:')
  env.EMBEDDED_DATA_DIR = path.resolve(env.EMBEDDED_DATA_DIR)

const { command, args, cwd } = standaloneCommand(dir)
const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
logger.info('standalone: servidor iniciado', { url: `http://${env.HOSTNAME}:${env.PORT}` })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
stopWhenOrphaned(() => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
