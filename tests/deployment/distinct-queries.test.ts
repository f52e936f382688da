import { floodOnePage, publicPagePaths, QUERY_FLOOD_BOUND } from '../../scripts/lib/query-flood.mjs'
import { call, startOwnServer, type OwnServer } from '../support/servers/own-server'

// Issue 46 (docs/history.md), against a production server of this file's own: no visitor can
// skip the one-second page memory. Each public page asked with a query nobody reads, as a HEAD
// and as a POST that is no server action costs the server at most QUERY_FLOOD_BOUND times the
// page asked again (before: each one a render, the live page 9.9 ms of CPU against 0.12 ms).
// `npm run bench:flood` prints the same figures with more requests.

jest.setTimeout(300_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

/** Enough requests for the server's CPU time (read in 10 ms ticks) to tell the cases apart. */
const REQUESTS = 1000

let server: OwnServer
let pages: string[] = []

describeEmbedded('a flood of queries, HEADs and POSTs on the public pages', () => {
  beforeAll(async () => {
    server = await startOwnServer({})
    const reply = await call(server.base, '/servicios/rest/sorteos/anteriores', {
      headers: { scope: 'publico' },
    })
    const [latest] = reply.json().datos as { id: number }[]
    pages = publicPagePaths(latest!.id)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it(`costs at most ${QUERY_FLOOD_BOUND} times the page asked again, on every public page`, async () => {
    const over: string[] = []
    for (const pathname of pages) {
      const { cached, results } = await floodOnePage(server.base, server.child.pid!, pathname, {
        count: REQUESTS,
        concurrency: 4,
        seed: Date.now(),
      })
      for (const { label, ms, ratio, within, statuses } of results) {
        if (!within)
          over.push(
            `${pathname} ${label}: ${ms.toFixed(2)} ms against ${cached.ms.toFixed(2)} ms (×${ratio.toFixed(1)}) ${JSON.stringify(statuses)}`,
          )
      }
    }
    expect(over).toEqual([])
  })
})
