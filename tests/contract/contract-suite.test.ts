/**
 * `npm run contract` (scripts/contract, docs/contract.md "Checking your backend") against the
 * reference backend served alone on a real port (tests/support/servers/backend-alone.ts), on
 * PGlite or, in the PostgreSQL pass, on a fresh database of that server; then against a broken
 * proxy in front of it that drops a field, reorders a list or answers 500: each run must fail
 * with the ✗ line that names what broke, and exit 1.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  BACKEND_ALONE_TOKEN,
  type BackendAlone,
  startBackendAlone,
} from '../support/servers/backend-alone-process'
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

/** A fresh player: no hold, no pack, no prize, so a card owed to the player cannot be chosen. */
async function freshPlayer(): Promise<string[]> {
  const stamp = `${Date.now() % 10_000_000}`
  const email = `contrato.${stamp}@prueba.com.py`
  const answer = await fetch(`${backend.url}/servicios/rest/usuarios/agregar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Ana',
      apellido: 'Contrato',
      email,
      confirmarEmail: email,
      password: 'clave123',
      telefono: '0971 555444',
      codigoPais: 1,
      codigoDepartamento: 11,
      codigoCiudad: 1102,
      fechaNacimiento: '1995-06-15T04:00:00.000Z',
      tipoDocumento: 'CI',
      documento: stamp,
      sexo: 'F',
      recibirNotificaciones: false,
      aceptarTerminos: true,
      direccionParticular: 'Avda. España 1234',
      tokenRecaptcha: '',
    }),
  })
  expect(await answer.json()).toMatchObject({ error: false })
  return ['--usuario', email, '--clave', 'clave123']
}

/** Every call the tables of docs/contract.md list, as the suite's lines name them. */
function callsOfTheContract(): string[] {
  const text = fs.readFileSync(path.join(process.cwd(), 'docs/contract.md'), 'utf8')
  const calls = new Set<string>()
  for (const row of text.split('\n').filter((line) => line.startsWith('| '))) {
    const cell = row.split('|')[1] ?? ''
    for (const [, methods = '', target = ''] of cell.matchAll(
      /`((?:GET|POST|PUT|DELETE)(?:`\/`(?:GET|POST|PUT|DELETE))?) ([^`]+)`/g,
    )) {
      for (const method of methods.split('`/`')) calls.add(`${method} ${normalized(target)}`)
    }
  }
  return [...calls]
}

/** A call's path without /servicios/, an elided origin or its query: `rest/ganadores`. */
const normalized = (target: string) => target.replace(/^(\/servicios\/|…\/)/, '').split('?')[0]!

it('checks every call of docs/contract.md on the reference backend, read-only and with --writes', async () => {
  const tokens = ['--operator-token', BACKEND_ALONE_TOKEN, '--stream-token', BACKEND_ALONE_TOKEN]
  const readOnly = await contract(backend.url)
  const writes = await contract(backend.url, '--writes', ...PLAYER, ...tokens)
  const fresh = await contract(backend.url, '--writes', ...(await freshPlayer()))
  // The runner's summary stays visible in npm test's output.
  console.log(
    [
      `contract suite on the reference backend (${backend.storage}):`,
      `${summary(readOnly)} (solo lectura)`,
      `${summary(writes)} (--writes, verificado@demo.com.py, con los tokens)`,
      `${summary(fresh)} (--writes, un jugador nuevo)`,
    ].join('\n'),
  )
  for (const run of [readOnly, writes, fresh]) {
    expect(failures(run)).toEqual([])
    expect(run.code).toBe(0)
    expect(summary(run)).toMatch(/^\d+ llamadas comprobadas: \d+ ✓, 0 ✗/)
    // Every line but the first and the summary is one call: ✓, or – when it could not be asked.
    expect(run.lines.slice(1, -1).every((line) => /^[✓–] /.test(line))).toBe(true)
  }
  expect(readOnly.lines).toContain('✓ POST rest/compras/{userId} — 401 sin sesión')
  const checked = new Set(
    [...writes.lines, ...fresh.lines]
      .filter((line) => line.startsWith('✓ '))
      .map((line) => {
        const [method = '', target = ''] = line.slice(2).split(' — ')[0]!.split(' ')
        return `${method} ${normalized(target)}`
      }),
  )
  const unchecked = callsOfTheContract().filter((call) => !checked.has(call))
  // The close of sales is never called: it would close the open draw's sales for every player.
  expect(unchecked).toEqual(['POST operador/sorteos/cierre'])
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
