/** @jest-environment node */
import { spawn } from 'node:child_process'
import { cpuSeconds } from '../../../scripts/lib/process-cpu.mjs'

// The benchmark's CPU per request reads /proc: a process' own time and its children's (nginx
// answers from workers it started).

const linux = process.platform === 'linux' ? test : test.skip

linux('grows with the work a process does', () => {
  const before = cpuSeconds(process.pid)!
  // Spins until Node itself counts 0.3 s of CPU (wall time says nothing on a busy machine).
  const start = process.cpuUsage()
  const spent = () => {
    const { user, system } = process.cpuUsage(start)
    return (user + system) / 1e6
  }
  while (spent() < 0.3) Math.sqrt(Math.random())
  expect(cpuSeconds(process.pid)! - before).toBeGreaterThanOrEqual(0.25)
})

linux(
  "counts a child's time with its parent's",
  async () => {
    // The parent only waits; its child spins until Node counts a second of its CPU. Alone, the
    // parent never reaches half a second.
    const child = 'const s = process.cpuUsage(); while (process.cpuUsage(s).user < 1e6);'
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'inherit' }).on('exit', () => process.exit(0))`,
      ],
      { stdio: 'ignore' },
    )
    let seen = 0
    for (let waited = 0; waited < 20_000 && seen < 0.5; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      seen = Math.max(seen, cpuSeconds(parent.pid) ?? 0)
    }
    parent.kill('SIGKILL')
    expect(seen).toBeGreaterThanOrEqual(0.5)
  },
  30_000,
)

test('says nothing of a process that is not there', () => {
  expect(cpuSeconds(undefined)).toBeUndefined()
  expect(cpuSeconds(2 ** 22 + 1)).toBeUndefined()
})
