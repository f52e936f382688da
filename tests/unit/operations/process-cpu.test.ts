/** @jest-environment node */
import { spawn } from 'node:child_process'
import { cpuSeconds } from '../../../scripts/lib/process-cpu.mjs'

// The benchmark's CPU per request reads /proc: a process' own time and its children's (nginx
// answers from workers it started).

const linux = process.platform === 'linux' ? test : test.skip

linux('grows with the work a process does', () => {
  const before = cpuSeconds(process.pid)!
  const until = Date.now() + 300
  while (Date.now() < until) Math.sqrt(Math.random())
  expect(cpuSeconds(process.pid)! - before).toBeGreaterThanOrEqual(0.2)
})

linux(
  "counts a child's time with its parent's",
  async () => {
    // The parent waits; its child spins for 3 s. Alone the parent never reaches half a second.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        "require('child_process').spawn(process.execPath, ['-e', 'const t = Date.now() + 3000; while (Date.now() < t);'], { stdio: 'inherit' }).on('exit', () => process.exit(0))",
      ],
      { stdio: 'ignore' },
    )
    let seen = 0
    for (let waited = 0; waited < 10_000 && seen < 0.5; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      seen = Math.max(seen, cpuSeconds(parent.pid) ?? 0)
    }
    parent.kill('SIGKILL')
    expect(seen).toBeGreaterThanOrEqual(0.5)
  },
  15_000,
)

test('says nothing of a process that is not there', () => {
  expect(cpuSeconds(undefined)).toBeUndefined()
  expect(cpuSeconds(2 ** 22 + 1)).toBeUndefined()
})
