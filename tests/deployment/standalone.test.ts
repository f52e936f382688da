/**
 * The standalone server as the Dockerfile ships it: this build's .next/standalone, assembled by
 * scripts/lib/standalone.mjs and copied out of the project (as the image copies it to /app, where
 * no node_modules of the project's is there to hide a file the tracer missed), started with the
 * image's command. A page answers with its CSS and JS, and so does a public file. Reuses the
 * build; PGlite pass only (the assembled folder is the same on PostgreSQL).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { assembleStandalone, standaloneCommand } from '../../scripts/lib/standalone.mjs'
import { freePort } from '../support/servers/own-server'
import { stopServer, waitForServer } from '../../scripts/lib/server.mjs'

const pglitePass = process.env.CONTRACT_DATABASE_URL ? describe.skip : describe

pglitePass('the standalone server, assembled as the Docker image is', () => {
  let folder: string
  let child: ChildProcess
  let base: string
  let output = ''

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-standalone-'))
    fs.cpSync(assembleStandalone(), folder, { recursive: true })
    const port = await freePort()
    const { command, args } = standaloneCommand(folder)
    child = spawn(command, args, {
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NEXT_MANUAL_SIG_HANDLE: '1',
        EMBEDDED_DATA_DIR: path.join(folder, '.data'),
        SESSION_SECRET: 'standalone-test-session-secret-0123456789abcdef',
        OPERATOR_TOKEN: 'standalone-test-operator-token-0123456789abcdef',
        SITE_URL: `http://127.0.0.1:${port}`,
      },
    })
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    base = `http://127.0.0.1:${port}`
    await waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 90_000)
  }, 120_000)

  afterAll(async () => {
    if (child) await stopServer(child)
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('ships no local state: no database, session secret or operator token of the machine that built it', () => {
    const traced = fs
      .readdirSync(path.join(process.cwd(), '.next'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.nft.json'))
      .flatMap((file) => {
        const trace = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', file), 'utf8'))
        return (trace.files as string[]).filter((entry) => /(^|\/)\.data\//.test(entry))
      })
    expect(traced).toEqual([])
    expect(fs.existsSync(path.join(assembleStandalone(), '.data'))).toBe(false)
  })

  it('serves a page with every stylesheet and script it links', async () => {
    const page = await fetch(`${base}/home`)
    expect(page.status).toBe(200)
    const html = await page.text()
    const assets = [...html.matchAll(/(?:href|src)="(\/_next\/static\/[^"]+\.(css|js))"/g)]
    const kinds = new Set(assets.map((match) => match[2]))
    expect(kinds).toEqual(new Set(['css', 'js']))
    for (const [, href, kind] of assets) {
      const asset = await fetch(`${base}${href}`)
      expect({ href, status: asset.status }).toEqual({ href, status: 200 })
      expect(asset.headers.get('content-type')).toContain(
        kind === 'css' ? 'text/css' : 'javascript',
      )
    }
  })

  it('serves the public folder and the service worker', async () => {
    const icons = fs.readdirSync(path.join(process.cwd(), 'public', 'icons'))
    const icon = await fetch(`${base}/icons/${icons[0]}`)
    expect(icon.status).toBe(200)
    expect((await icon.arrayBuffer()).byteLength).toBeGreaterThan(0)
    expect((await fetch(`${base}/sw.js`)).status).toBe(200)
  })

  it('runs the embedded backend from the copied migrations and PGlite files', async () => {
    // The seeded questions come from the database that the copied migrations made.
    const faqs = await fetch(`${base}/servicios/rest/preguntas`)
    expect(faqs.status).toBe(200)
    expect(JSON.stringify(await faqs.json())).toContain('pregunta')
    expect(output).toContain('PGlite at')
    expect(output).not.toContain('does not work with "output: standalone"')
  })
})
