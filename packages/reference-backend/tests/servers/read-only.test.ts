/**
 * A disk the server cannot write (Vercel's functions, a container with a read-only root) and no
 * BACKEND_URL: the server starts and serves demo data from an in-memory database, and says so,
 * instead of exiting. The data folder is a genuinely read-only mount (a tmpfs mounted `ro` in a
 * mount namespace of the server's own, `unshare -m`): as root a folder without write permission
 * would still be written. Needs root and util-linux's unshare, as CI has; says so when skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  assembleStandalone,
  privateCopy,
  standaloneCommand,
} from '../../../../scripts/lib/standalone.mjs'
import { missingTool } from '../../../../scripts/lib/debian-tool.mjs'
import { stopServer, waitForServer } from '../../../../scripts/lib/server.mjs'
import { freePort } from '../../../../tests/support/servers/own-server'

const canMount =
  process.getuid?.() === 0 &&
  spawnSync('unshare', ['-m', '--propagation', 'private', 'true']).status === 0
if (!canMount) {
  missingTool(
    'the read-only disk test: it needs root and `unshare -m`',
    'run as root; sudo apt-get install util-linux',
  )
}
const pglitePass = canMount && !process.env.CONTRACT_DATABASE_URL ? describe : describe.skip

pglitePass('the embedded backend on a read-only disk', () => {
  let mountPoint: string
  let child: ChildProcess
  let base: string
  let output = ''
  let folder: string

  beforeAll(async () => {
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-read-only-'))
    const port = await freePort()
    // A private copy, as every test server has (scripts/lib/server.mjs `isolated`).
    folder = privateCopy(assembleStandalone())
    const { command, args, cwd } = standaloneCommand(folder)
    // The mount exists only inside the server's namespace and goes away with it.
    const script = 'mount -t tmpfs -o ro tmpfs "$DATA" && exec "$@"'
    child = spawn(
      'unshare',
      ['-m', '--propagation', 'private', 'sh', '-c', script, 'sh', command, ...args],
      {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH,
          DATA: mountPoint,
          NODE_ENV: 'production',
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          NEXT_MANUAL_SIG_HANDLE: '1',
          EMBEDDED_DATA_DIR: mountPoint,
          SESSION_SECRET: 'read-only-test-session-secret-0123456789abcdef',
          OPERATOR_TOKEN: 'read-only-test-operator-token-0123456789abcdef',
          SITE_URL: `http://127.0.0.1:${port}`,
        },
      },
    )
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    base = `http://127.0.0.1:${port}`
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`))),
    )
    await Promise.race([
      waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 90_000),
      exited,
    ])
  }, 120_000)

  afterAll(async () => {
    if (child) await stopServer(child)
    fs.rmSync(mountPoint, { recursive: true, force: true })
    if (folder) fs.rmSync(folder, { recursive: true, force: true })
  })

  it('serves demo data from memory and says why', async () => {
    const faqs = await fetch(`${base}/servicios/rest/preguntas`)
    expect(faqs.status).toBe(200)
    expect(JSON.stringify(await faqs.json())).toContain('pregunta')
    expect(output).toContain(`no se puede escribir en ${mountPoint} (EROFS)`)
    expect(output).toContain('datos de demostración en memoria')
    // Nothing was written where the data folder was asked for.
    expect(fs.readdirSync(mountPoint)).toEqual([])
  })
})
