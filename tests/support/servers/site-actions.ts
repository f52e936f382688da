import fs from 'node:fs'
import path from 'node:path'
import { call } from './own-server'

// Server actions called the way the site's own pages call them (a POST with `Next-Action` and
// the arguments as JSON), from a chosen loopback address: a test goes through the site exactly
// as a visitor's browser does, without driving the form. The action ids come from the build.

interface ManifestEntry {
  workers: Record<string, unknown>
  filename?: string
  exportedName?: string
}

interface Manifest {
  node: Record<string, ManifestEntry>
}

const MANIFEST = path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json')

/** `app/(site)/login/page` → `/login`; undefined for a page with a dynamic segment. */
function pagePath(worker: string): string | undefined {
  if (!worker.startsWith('app/') || !worker.endsWith('/page') || worker.includes('[')) return
  const segments = worker
    .slice('app/'.length, -'/page'.length)
    .split('/')
    .filter((segment) => segment && !segment.startsWith('(') && !segment.startsWith('@'))
  return `/${segments.join('/')}`
}

/** The id of `exportedName` from `lib/actions/<file>.ts`, and a page that serves it. */
export function actionOf(file: string, exportedName: string): { id: string; page: string } {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName !== exportedName) continue
    if (!entry.filename?.replace(/\\/g, '/').includes(`lib/actions/${file}`)) continue
    const page = Object.keys(entry.workers).map(pagePath).find(Boolean)
    if (page) return { id, page }
  }
  throw new Error(`No action ${exportedName} of lib/actions/${file} in ${MANIFEST}`)
}

export interface ActionAnswer {
  ok: boolean
  message: string
  [key: string]: unknown
}

/** A visitor: one address and its cookies, kept across calls. */
export class Visitor {
  private readonly cookies = new Map<string, string>()

  constructor(
    private readonly base: string,
    readonly address: string,
  ) {}

  async act(file: string, exportedName: string, ...args: unknown[]): Promise<ActionAnswer> {
    const { id, page } = actionOf(file, exportedName)
    const reply = await call(this.base, page, {
      from: this.address,
      method: 'POST',
      headers: {
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': id,
        origin: this.base,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(args),
    })
    for (const line of reply.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      const value = pair!.slice(at + 1)
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const answer = answerOf(reply.text)
    if (!answer) throw new Error(`${exportedName}: no answer in ${reply.status} ${reply.text}`)
    return answer
  }
}

/** The action's value in the React Server Components answer: the row that holds `{ ok, … }`. */
function answerOf(text: string): ActionAnswer | undefined {
  for (const line of text.split('\n')) {
    const row = /^[0-9a-f]+:(\{.*\})$/.exec(line)
    if (!row) continue
    try {
      const value = JSON.parse(row[1]!) as Record<string, unknown>
      const candidate = typeof value.a === 'object' && value.a !== null ? value.a : value
      if (typeof (candidate as ActionAnswer).ok === 'boolean') return candidate as ActionAnswer
    } catch {
      // not JSON: another kind of row
    }
  }
  return undefined
}
