#!/usr/bin/env node
// `npm run standalone`: the production server of a bare host, as the Docker image runs it. Builds
// when needed, assembles .next/standalone (static files, public/, the client-address preload,
// migrations: scripts/lib/standalone.mjs) and starts it with this shell's environment only:
// nothing is generated, so SESSION_SECRET (and OPERATOR_TOKEN on the embedded backend) must be
// set. Listens on 127.0.0.1:${PORT:-3000} (LISTEN_HOST to change) for nginx in front.
//
// `npm run standalone -- --assemble-only`: assembles and stops (the Dockerfile's step). The folder
// then runs anywhere with `node --import ./scripts/lib/client-address-preload.mjs server.js`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureBuild, ROOT } from '../lib/build.mjs'
import { assembleStandalone, standaloneCommand } from '../lib/standalone.mjs'

const assembleOnly = process.argv.includes('--assemble-only')
if (!assembleOnly) ensureBuild()
const dir = assembleStandalone()
console.log(`› assembled ${path.relative(process.cwd(), dir) || '.'}`)
if (assembleOnly) process.exit(0)

const env = { ...process.env, NODE_ENV: 'production' }
env.PORT ||= '3000'
env.HOSTNAME = process.env.LISTEN_HOST || '127.0.0.1'
// Lets the server finish its requests and close the embedded database on SIGTERM.
env.NEXT_MANUAL_SIG_HANDLE = '1'
// The server runs inside .next/standalone: the embedded data stays in the project's .data.
if (!env.BACKEND_URL?.trim() && !env.EMBEDDED_DATA_DIR)
  env.EMBEDDED_DATA_DIR = path.join(ROOT, '.data')
else if (env.EMBEDDED_DATA_DIR && env.EMBEDDED_DATA_DIR !== ':memory:')
  env.EMBEDDED_DATA_DIR = path.resolve(env.EMBEDDED_DATA_DIR)

const { command, args, cwd } = standaloneCommand(dir)
const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
console.log(`› http://${env.HOSTNAME}:${env.PORT}`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
