/**
 * `npm run contract` (scripts/contract, docs/contract.md "Checking your backend") against the
 * reference backend served alone on a real port (tests/support/servers/backend-alone.ts), on
 * PGlite or, in the PostgreSQL pass, on a fresh database of that server; then against a broken
 * proxy in front of it that drops a field, reorders a list or answers 500: each run must fail
 * with the ✗ line that names what broke, and exit 1.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { type BackendAlone, startBackendAlone } from '../support/servers/backend-alone-process'
import { type Breakage, startBrokenProxy } from '../support/servers/broken-proxy'

jest.setTimeout(180_000)

// Ports of this suite's own servers (CONTRACT_SUITE_PORT, default 4570, and the next one).
const PORT = Number(process.env.CONTRACT_SUITE_PORT) || 4570
const PROXY_PORT = PORT + 1
const PLAYER = ['--usuario', 'verificado@demo.com.py', '--clave', 'demo1234']

interface Run {
  code: number
  lines: string[]
}

/** `npm run contract -- …` as an operator runs it: a process of its own, its lines and exit code. */
function contract(...args: string[]): Promise<Run> {
  const tsx = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs')
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, 'scripts/contract/main.ts', ...args],
      { env: { ...process.env, BACKEND_STREAM_TOKEN: '' }, timeout: 120_000 },
      (error, stdout) => {
        const code = error ? Number(error.code ?? 1) : 0
        resolve({ code, lines: stdout.trim().split('\n') })
      },
    )
  })
}

const failures = (run: Run) => run.lines.filter((line) => line.startsWith('✗'))
const summary = (run: Run) => run.lines.at(-1) ?? ''

let backend: BackendAlone

beforeAll(async () => {
  backend = await startBackendAlone(PORT)
})

afterAll(async () => {
  await backend?.stop()
})

it('passes on the reference backend, read-only and with --writes, one line per call', async () => {
  const readOnly = await contract(backend.url)
  const writes = await contract(backend.url, '--writes', ...PLAYER)
  // The runner's summary stays visible in npm test's output.
  console.log(
    `contract suite on the reference backend (${backend.storage}):\n${summary(readOnly)}\n${summary(writes)} (--writes)`,
  )
  for (const run of [readOnly, writes]) {
    expect(failures(run)).toEqual([])
    expect(run.code).toBe(0)
    expect(summary(run)).toMatch(/^\d+ llamadas comprobadas: \d+ ✓, 0 ✗/)
    // Every line but the first and the summary is one call: ✓, or – when it could not be asked.
    expect(run.lines.slice(1, -1).every((line) => /^[✓–] /.test(line))).toBe(true)
  }
  expect(writes.lines).toContainEqual(expect.stringMatching(/^✓ POST rest\/compras\/\{userId\} — /))
  expect(readOnly.lines).toContainEqual('✓ POST rest/compras/{userId} — 401 sin sesión')
})

const BROKEN: [Breakage, RegExp][] = [
  ['drop-field', /^✗ GET rest\/sorteos\/anteriores — datos\[0\]\.fecha: .*\(drawListSchema\)$/],
  [
    'reorder-list',
    /^✗ GET rest\/ganadores — datos\.datos: \[0\] y \[1\] no van del más nuevo al más viejo \(fecha\)$/,
  ],
  ['answer-500', /^✗ GET rest\/sorteos\/actual — HTTP 500, el contrato dice 200$/],
]

it.each(BROKEN)(
  'fails with a clear line against a backend whose answers break it: %s',
  async (breakage, line) => {
    const proxy = await startBrokenProxy(PROXY_PORT, backend.url, breakage)
    try {
      const run = await contract(proxy.url)
      expect(failures(run)).toEqual([expect.stringMatching(line)])
      expect(summary(run)).toMatch(/ 1 ✗/)
      expect(run.code).toBe(1)
    } finally {
      await proxy.stop()
    }
  },
)
