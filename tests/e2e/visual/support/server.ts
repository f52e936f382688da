import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// The visual suite's own server: the current build (`node scripts/serve-test.mjs`) on a fresh
// embedded database, its clock frozen at FIXED_NOW by ./fixed-clock.mjs. The seed makes its draws,
// sessions and movements relative to "now", so a fixed now gives the same demo data on any day.

/** Wednesday 25 Nov 2026, 12:00 in Asunción: the open draw is N° 1288, the last one run N° 1287. */
export const FIXED_NOW = '2026-11-25T15:00:00.000Z'

const ROOT = path.resolve(__dirname, '../../../..')
const CLOCK = pathToFileURL(path.join(__dirname, 'fixed-clock.mjs')).href

/** First port of the suite's servers: one per worker, VISUAL_PORT + the worker's parallel index. */
export const VISUAL_PORT = Number(process.env.VISUAL_PORT) || 3110

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () =>
      reject(new Error(`port ${port} is taken: the visual suite needs its own fresh server there`)),
    )
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

/**
 * The key that turns on Next's draft mode: with its cookie every page is rendered for the request,
 * on this server's frozen clock, instead of served as prerendered at build time (real date).
 */
export function draftModeKey(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, '.next', 'prerender-manifest.json'), 'utf8'),
  ) as { preview: { previewModeId: string } }
  return manifest.preview.previewModeId
}

export interface VisualServer {
  url: string
  stop: () => Promise<void>
}

export async function startVisualServer(port: number): Promise<VisualServer> {
  await assertPortFree(port)
  const url = `http://localhost:${port}`
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve-test.mjs', String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      FIXED_NOW,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${CLOCK}`.trim(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`visual server on ${port} exited at start`)
    try {
      const response = await fetch(`${url}/servicios/rest/usuarios/hora-servidor`)
      const body = (await response.json()) as { datos: string }
      // A server whose clock is not frozen would make references of today's date: refuse it.
      if (body.datos !== FIXED_NOW) {
        await stop()
        throw new Error(`visual server clock reads ${body.datos}, not ${FIXED_NOW}`)
      }
      return { url, stop }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('visual server')) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  await stop()
  throw new Error(`visual server on ${port} did not answer within 90 s`)
}
