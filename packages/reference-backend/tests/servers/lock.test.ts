/**
 * One process owns the embedded database folder: a second server on the same folder is refused
 * with a clear message, and the running one keeps its data. PGlite only: on PostgreSQL
 * (DATABASE_URL) there is no lock file, see ../postgres/postgres.test.ts.
 */
import { spawnServer } from '../../../../scripts/lib/server.mjs'
import * as content from '@/lib/backend/content'

const dataDir = process.env.CONTRACT_DATA_DIR
const onlyPglite = dataDir && !process.env.CONTRACT_DATABASE_URL ? it : it.skip

onlyPglite(
  'a second server on the same data folder exits with a clear message and changes nothing',
  async () => {
    const before = await content.readFaqs()
    // The test process points the client at the running server; the second server must not.
    const second = spawnServer({
      isolated: true,
      port: 3299,
      dataDir,
      extra: { BACKEND_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    second.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    second.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve))

    expect(code).toBe(1)
    expect(output).toMatch(/ya está abierta por el proceso \d+/)
    expect(await content.readFaqs()).toEqual(before)
  },
  60_000,
)
