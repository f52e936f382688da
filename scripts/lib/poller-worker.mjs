// One worker thread of `npm run bench:pollers` (scripts/bench/pollers.mjs): a share of the crowd
// whose live stream was refused or cut, each poller reading /api/en-vivo once a second as the
// page does (components/live/use-live-draw.ts: setInterval, the browser's headers), over a pool
// of keep-alive connections. Several threads, so that the client is not what limits the rate.
//
// Messages in: { type: 'add', count, cookieShare } adds pollers, each starting at a random point
// of its first second; { type: 'report', final } answers the counts since the last report. The
// bench ends the thread (terminate) when it is done.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import zlib from 'node:zlib'

const { url, intervalMs, sockets, cookie } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets })
// What a browser's fetch('/api/en-vivo', { headers: { accept: 'application/json' } }) sends that
// matters to a cache: the encodings it takes (nginx keeps one copy per Vary), no RSC headers.
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' }
const TIMEOUT_MS = 5000
const HISTOGRAM_MS = 10_000

const pollers = []
let fresh = freshCounts()
let elu = performance.eventLoopUtilization()

function freshCounts() {
  return {
    polls: 0,
    // A tick that came while the poller's last poll was still out (it is not sent twice).
    skipped: 0,
    errors: {},
    cache: {},
    // A snapshot older than one this poller had already shown (ids going back).
    older: 0,
    latency: new Uint32Array(HISTOGRAM_MS + 1),
    // Flat quadruples: previous id, new id, seen at, joined at (scripts/lib/poller-figures.mjs).
    steps: [],
  }
}

function failed(kind) {
  fresh.errors[kind] = (fresh.errors[kind] ?? 0) + 1
}

function body(response, buffer) {
  const encoding = response.headers['content-encoding']
  if (encoding === 'gzip') return zlib.gunzipSync(buffer)
  if (encoding === 'br') return zlib.brotliDecompressSync(buffer)
  if (encoding === 'deflate') return zlib.inflateSync(buffer)
  return buffer
}

function seen(poller, id, at) {
  if (poller.last === undefined) {
    poller.last = id
    poller.joinedAt = at
  } else if (id > poller.last) {
    fresh.steps.push(poller.last, id, at, poller.joinedAt)
    poller.last = id
  } else if (id < poller.last) fresh.older += 1
}

function poll(poller) {
  if (poller.out) {
    fresh.skipped += 1
    return
  }
  poller.out = true
  const sentAt = Date.now()
  const done = () => {
    poller.out = false
    fresh.polls += 1
    fresh.latency[Math.min(HISTOGRAM_MS, Date.now() - sentAt)] += 1
  }
  const request = http.get(
    url,
    { agent, headers: poller.cookie ? { ...HEADERS, cookie } : HEADERS },
    (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const at = Date.now()
        done()
        const status = response.headers['x-cache-status'] ?? '(none)'
        fresh.cache[status] = (fresh.cache[status] ?? 0) + 1
        if (response.statusCode !== 200) return failed(`HTTP ${response.statusCode}`)
        try {
          const view = JSON.parse(body(response, Buffer.concat(chunks)).toString('utf8'))
          seen(poller, Number(view.ultimoEvento), at)
        } catch {
          failed('unreadable')
        }
      })
      response.on('error', () => {})
    },
  )
  request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')))
  request.on('error', (error) => {
    done()
    failed(error.message === 'timeout' ? 'timeout' : (error.code ?? 'socket'))
  })
}

function add(count, cookieShare) {
  for (let i = 0; i < count; i++) {
    const poller = { last: undefined, joinedAt: undefined, out: false }
    poller.cookie = Math.random() < cookieShare
    pollers.push(poller)
    setTimeout(() => {
      poll(poller)
      setInterval(() => poll(poller), intervalMs)
    }, Math.random() * intervalMs)
  }
}

function report(final) {
  const now = performance.eventLoopUtilization()
  const counts = fresh
  fresh = freshCounts()
  const steps = Float64Array.from(counts.steps)
  const message = {
    ...counts,
    steps,
    // How busy this thread was since the last report: near 1, the client is the bottleneck.
    elu: performance.eventLoopUtilization(now, elu).utilization,
    lasts: final ? Float64Array.from(pollers, (p) => p.last ?? -1) : undefined,
    joined: final ? Float64Array.from(pollers, (p) => p.joinedAt ?? Infinity) : undefined,
  }
  elu = now
  const transfer = [steps.buffer, counts.latency.buffer]
  if (message.lasts) transfer.push(message.lasts.buffer, message.joined.buffer)
  parentPort.postMessage(message, transfer)
}

parentPort.on('message', (message) => {
  if (message.type === 'add') add(message.count, message.cookieShare)
  else if (message.type === 'report') report(message.final)
})
