/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

// Issue 37 (docs/history.md): `npm run standalone` started without OPERATOR_TOKEN, though
// docs/deploying.md says it is required on the embedded backend (it generates nothing, unlike
// `npm start`). It now refuses before building, with one JSON line that says what to set.

const SCRIPT = path.join(process.cwd(), 'scripts/run/standalone.mjs')

function launch(env: Record<string, string>) {
  return spawnSync(process.execPath, [SCRIPT], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      ...env,
    },
    encoding: 'utf8',
    // Refusing takes a moment; a launcher that goes on to build or serve is cut here.
    timeout: 20_000,
    killSignal: 'SIGKILL',
  })
}

test.each([
  ['without OPERATOR_TOKEN', {}],
  [
    'with a token shorter than 32 characters',
    { OPERATOR_TOKEN: 'corto-de-31-caracteres-01234567' },
  ],
])('the embedded backend is refused %s', (_, env) => {
  const run = launch(env)
  expect(run.status).toBe(1)
  const line = JSON.parse(run.stderr.trim().split('\n').at(-1)!) as Record<string, string>
  expect(line).toMatchObject({ level: 'error' })
  expect(line.msg).toContain('falta OPERATOR_TOKEN (al menos 32 caracteres)')
})
