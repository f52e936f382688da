/**
 * @jest-environment node
 */
import { redactedUrl, statusLines } from '@/scripts/run/cluster.mjs'

// Issue 47: `npm run cluster -- status` printed the PostgreSQL URL with the `loteria` user's
// password (.cluster/postgres/loteria-password), into terminals, scrollback and tickets.

const PASSWORD = 'f3c9a1b27d4e58a0c6b1d2e3f4a5b6c7'

describe('npm run cluster -- status', () => {
  it('never prints a password', () => {
    const lines = statusLines(
      {
        nginx: 'http://127.0.0.1:3500',
        postgres: `postgres://loteria:${PASSWORD}@127.0.0.1:3510/loteria`,
        redis: 'redis://:otra-clave@127.0.0.1:6390',
        supervisor: 11,
        sites: [{ port: 3501, pid: 12, restarts: 1 }],
      },
      () => true,
    )
    const text = lines.join('\n')
    expect(text).not.toContain(PASSWORD)
    expect(text).not.toContain('otra-clave')
    expect(text).toContain('postgres://loteria:…@127.0.0.1:3510/loteria')
    expect(lines).toContain('sitio :3501 pid 12 running, 1 restart(s)')
  })

  it('leaves a URL without a password as it is', () => {
    expect(redactedUrl('redis://127.0.0.1:6390')).toBe('redis://127.0.0.1:6390')
  })
})
