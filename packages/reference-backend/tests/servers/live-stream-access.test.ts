/**
 * Issue 23 (security, medium): the backend's own live event stream was public and uncapped, and
 * `Last-Event-ID: 0` replayed every draw ever run. Now the /servicios face opens it only with the
 * stream token (the site reaches it in-process), at most LIMIT_LIVE_STREAMS_PER_ADDRESS at once
 * per address, and a replay never reaches before the latest live draw. On a server of its own
 * (live draws close the open draw). Only against the embedded backend.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { liveEventSchema, type LiveEvent } from '@loteria/contract'
import { readSse } from '@loteria/shared'
import { spawnServer, stopServer, waitForServer } from '../../../../scripts/lib/server.mjs'
import { OPERATOR_TOKEN } from '../../../../tests/support/servers/backend-client'

jest.setTimeout(240_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const STREAM_TOKEN = 'stream-token-of-the-live-security-test-0123456789'
const CAP = 3
// Beside the suite's own server (CONTRACT_PORT), inside the same range of ports.
const PORT = (Number(process.env.CONTRACT_PORT) || 3200) + 1
const base = `http://127.0.0.1:${PORT}`
const EVENTS = `${base}/servicios/rest/sorteos/en-vivo/eventos`

let child: ChildProcess
let dataDir: string

async function operatorCall(pathname: string, body?: unknown) {
  const response = await fetch(`${base}/servicios/operador/${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  return (await response.json()) as { error: boolean; mensaje: string; datos?: unknown }
}

function openStream(headers: Record<string, string>, signal: AbortSignal) {
  return fetch(EVENTS, { headers: { accept: 'text/event-stream', ...headers }, signal })
}

/** Events read with the token from `lastEventId` until `stop` says so. */
async function collect(lastEventId: string | undefined, stop: (events: LiveEvent[]) => boolean) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), 120_000)
  const headers: Record<string, string> = { authorization: `Bearer ${STREAM_TOKEN}` }
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId
  const response = await openStream(headers, controller.signal)
  expect(response.status).toBe(200)
  const events: LiveEvent[] = []
  const outsideContract: string[] = []
  await readSse(response.body!, (message) => {
    const event = liveEventSchema.safeParse(JSON.parse(message.data))
    if (!event.success) outsideContract.push(message.data)
    else events.push(event.data)
    return !event.success || stop(events)
  }).catch(() => undefined)
  controller.abort()
  clearTimeout(timer)
  expect(outsideContract).toEqual([])
  return events
}

describeEmbedded('the backend’s live event stream', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-live-security-'))
    child = spawnServer({
      isolated: true,
      port: PORT,
      dataDir,
      extra: {
        DATABASE_URL: '',
        BACKEND_URL: '',
        OPERATOR_TOKEN,
        BACKEND_STREAM_TOKEN: STREAM_TOKEN,
        LIMIT_LIVE_STREAMS_PER_ADDRESS: String(CAP),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitForServer(`${base}/servicios/rest/usuarios/hora-servidor`, 120_000)
  }, 150_000)
  afterAll(async () => {
    if (child) await stopServer(child)
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('is closed to the public and to wrong tokens', async () => {
    const controller = new AbortController()
    try {
      const attempts: Record<string, string>[] = [
        {},
        { scope: 'publico' },
        { authorization: 'Bearer not-the-token' },
        { authorization: `Bearer ${STREAM_TOKEN}x` },
      ]
      for (const headers of attempts) {
        const response = await openStream(headers, controller.signal)
        expect(response.status).toBe(401)
        expect(response.headers.get('content-type')).not.toMatch(/event-stream/)
      }
    } finally {
      controller.abort()
    }
  })

  // With BACKEND_STREAM_TOKEN set, only that token opens it (the operator token is the fallback).
  it('opens with the stream token, at most the cap per address', async () => {
    const controller = new AbortController()
    try {
      for (let i = 0; i < CAP; i++) {
        const response = await openStream(
          { authorization: `Bearer ${STREAM_TOKEN}` },
          controller.signal,
        )
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      }
      const over = await openStream({ authorization: `Bearer ${STREAM_TOKEN}` }, controller.signal)
      expect(over.status).toBe(429)
      expect(over.headers.get('retry-after')).toBe('30')
    } finally {
      controller.abort()
    }
    // Closed streams give their places back.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const again = new AbortController()
    const response = await openStream({ authorization: `Bearer ${STREAM_TOKEN}` }, again.signal)
    expect(response.status).toBe(200)
    again.abort()
  })

  it('replays from Last-Event-ID no further back than the latest live draw', async () => {
    const first = await operatorCall('sorteos/en-vivo', { intervaloMs: 100 })
    expect(first.error).toBe(false)
    const firstEvents = await collect('0', (events) => events.at(-1)?.tipo === 'fin')
    expect(firstEvents.at(-1)?.tipo).toBe('fin')
    expect((await operatorCall('sorteos/en-vivo/publicar')).error).toBe(false)

    const second = await operatorCall('sorteos/en-vivo', { intervaloMs: 100 })
    expect(second.error).toBe(false)
    const secondDraw = (second.datos as { sorteoId: number }).sorteoId
    expect(secondDraw).not.toBe(firstEvents[0]!.sorteoId)
    // From the very beginning: only the running draw's events come back, its start first.
    const replayed = await collect('0', (events) => events.length >= 3)
    expect(replayed[0]).toMatchObject({ tipo: 'inicio', sorteoId: secondDraw })
    expect(replayed.every((event) => event.sorteoId === secondDraw)).toBe(true)
    // A cursor inside the running draw still resumes right after it.
    const resumed = await collect(String(replayed[1]!.id), (events) => events.length >= 1)
    expect(resumed[0]!.id).toBe(replayed[2]!.id)
    // Let the draw end before the server stops.
    await collect(String(replayed.at(-1)!.id), (events) => events.at(-1)?.tipo === 'fin')
  })
})
