/**
 * @jest-environment node
 */
import { ruleFromEnv } from '@loteria/shared'
import { refuseUnsafeStart } from '@/lib/startup-checks'

// Issue 37 (docs/history.md): docs/deploying.md says the log is JSON lines, but the server's own
// start notices (push off for want of VAPID keys, a malformed limit) were plain text.

function written(stream: NodeJS.WriteStream, run: () => void): Record<string, string>[] {
  const write = jest.spyOn(stream, 'write').mockImplementation(() => true)
  try {
    run()
    return write.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, string>)
  } finally {
    write.mockRestore()
  }
}

test('the push notice at start is a JSON line', () => {
  const env = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(40),
    SITE_URL: 'http://localhost:3000',
  } as NodeJS.ProcessEnv
  const [line] = written(process.stdout, () => refuseUnsafeStart(env))
  expect(line).toMatchObject({ level: 'info' })
  expect(line?.msg).toContain('Notificaciones push desactivadas')
})

test('a malformed limit is said in a JSON line', () => {
  const fallback = { limit: 10, windowMs: 60_000 }
  const lines = written(process.stderr, () =>
    expect(ruleFromEnv('LIMIT_X', fallback, { NODE_ENV: 'production', LIMIT_X: 'diez' })).toBe(
      fallback,
    ),
  )
  expect(lines).toEqual([expect.objectContaining({ level: 'warn', value: 'diez' })])
  expect(lines[0]?.msg).toContain('LIMIT_X')
})
