/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// An interrupted `npm test` left its 90 MB seed folder in the OS temporary directory:
// the folder was removed on 'exit', which a signal never reaches. The seed's folder is now a
// temporaryFolder (scripts/lib/seeded-data.mjs), removed on SIGINT, SIGTERM and SIGHUP too.

const MODULE = path.join(process.cwd(), 'scripts/lib/temporary-folder.mjs')

/** A process holding a temporary folder with a file in it; its folder, once it says it. */
function holder() {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import fs from 'node:fs'
       const { temporaryFolder } = await import(${JSON.stringify(MODULE)})
       const { dir } = temporaryFolder('loteria-prueba-')
       fs.writeFileSync(dir + '/datos', 'x'.repeat(1024))
       console.log(dir)
       setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const dir = new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  )
  const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, dir, ended }
}

test.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('%s removes the folder', async (signal) => {
  const { child, dir, ended } = holder()
  const folder = await dir
  expect(fs.existsSync(path.join(folder, 'datos'))).toBe(true)
  child.kill(signal)
  expect(await ended).toBeGreaterThan(128)
  expect(fs.existsSync(folder)).toBe(false)
})
