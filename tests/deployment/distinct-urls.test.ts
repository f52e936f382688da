import path from 'node:path'
import {
  floodAddresses,
  folderUsage,
  sendAll,
  serverFolder,
  shareImagePath,
} from '../../scripts/lib/flood.mjs'
import { call, startOwnServer, type OwnServer } from '../support/servers/own-server'

// Issue 37 (docs/history.md), against a production server of this file's own: a flood of distinct
// addresses nobody published (draw pages by number and by text, their share pictures, the cities
// of unknown departments) writes almost nothing under the server's `.next`, where Next keeps its
// page and data cache (before: ~144 kB and 7 files per draw address, for good); and a draw whose
// page and picture were asked for before it was played has both once it is (before: the picture
// stayed a 404 for a year). SECURITY.md, "Floods of distinct addresses", states the bound.

jest.setTimeout(240_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const OPERATOR_TOKEN = 'distinct-urls-operator-token-of-the-test-server'
/** What the whole flood may add under `.next`: a few data-cache entries, no page per address. */
const BOUND_BYTES = 1024 * 1024
const BOUND_FILES = 20

let server: OwnServer

async function publicDatos<T>(pathname: string): Promise<T> {
  const reply = await call(server.base, `/servicios/rest/${pathname}`, {
    headers: { scope: 'publico' },
  })
  return reply.json().datos as T
}

/** Calls `read` until `done` holds or `timeoutMs` passes; answers the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await read()
  }
  return value
}

describeEmbedded('distinct addresses nobody published', () => {
  beforeAll(async () => {
    server = await startOwnServer({ OPERATOR_TOKEN })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('a flood of them writes (almost) nothing to disk, each a 404 or an empty list', async () => {
    const [latest] = await publicDatos<{ id: number }[]>('sorteos/anteriores')
    const imagePath = await shareImagePath(server.base, latest!.id)
    expect(imagePath).toMatch(/^opengraph-image/)
    const cache = path.join(serverFolder(server.child.pid!), '.next')
    const before = folderUsage(cache)

    const addresses = floodAddresses(400, { imagePath })
    const { statuses } = await sendAll(server.base, addresses, 4)

    const after = folderUsage(cache)
    // Draw pages, by number and by text, and pictures: 404; unknown departments: no cities.
    expect(statuses).toEqual({ 404: 300, 200: 100 })
    expect(after.bytes - before.bytes).toBeLessThan(BOUND_BYTES)
    expect(after.files - before.files).toBeLessThan(BOUND_FILES)
  })

  it('a draw asked for before it is played has its page and its picture once it is', async () => {
    const open = await publicDatos<{ id: number }>('sorteos/actual')
    const [latest] = await publicDatos<{ id: number }[]>('sorteos/anteriores')
    const imagePath = await shareImagePath(server.base, latest!.id)
    const page = `/resultados/${open.id}`
    const image = `${page}/${imagePath}`

    // WhatsApp's crawler, or anyone, guessing the addresses before the draw.
    const early = [await call(server.base, page), await call(server.base, image)]
    expect(early.map((reply) => reply.status)).toEqual([404, 404])
    for (const reply of early) expect(reply.headers['cache-control']).not.toMatch(/31536000/)

    const run = await call(server.base, '/servicios/operador/sorteos/ejecutar', {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    })
    expect(run.status).toBe(200)

    const drawPage = await until(
      () => call(server.base, page),
      (reply) => reply.status === 200,
      15_000,
    )
    expect(drawPage.status).toBe(200)
    expect(drawPage.text).toContain(`/resultados/${open.id}/${imagePath}`)
    const picture = await until(
      () => call(server.base, image),
      (reply) => reply.status === 200,
      15_000,
    )
    expect({ status: picture.status, type: picture.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/png',
    })
  })
})
