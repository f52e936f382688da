// A flood of distinct addresses (docs/history.md), shared by `npm run bench:flood` and
// tests/deployment/distinct-urls.test.ts: addresses nobody published, under every dynamic segment
// an anonymous visitor can reach, sent over a few keep-alive connections; and what the server
// kept of them: the bytes and files written under its folder, its CPU time and its memory.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/**
 * `count` addresses no one has asked for before (`seed` keeps two runs apart): draw pages by
 * number (far past the last draw) and by text, their share pictures (`imagePath`: the path after
 * the number, as a real draw page names it in og:image), and the cities of unknown departments.
 */
export function floodAddresses(count, { seed = Date.now(), imagePath } = {}) {
  const tag = Number(seed) % 1_000_000
  const kinds = [
    (i) => `/resultados/${100_000 + tag * 1000 + i}`,
    (i) => `/resultados/sorteo-${tag}-${i}`,
    ...(imagePath ? [(i) => `/resultados/${200_000 + tag * 1000 + i}/${imagePath}`] : []),
    (i) => `/api/ciudades/${1000 + ((tag + i) % 9000)}`,
  ]
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length](i))
}

/** The share picture's path after the draw number, as a draw page's og:image names it. */
export async function shareImagePath(base, drawId) {
  const html = await (await fetch(`${base}/resultados/${drawId}`)).text()
  const match = /<meta property="og:image" content="[^"]*\/resultados\/\d+\/([^"?]+)/.exec(html)
  return match?.[1]
}

/**
 * Sends every path (a GET unless `method` says otherwise, with `body` when given) over
 * `concurrency` keep-alive connections; the count of each status and how long it took.
 */
export async function sendAll(base, paths, concurrency = 8, { method = 'GET', body } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const statuses = {}
  let next = 0
  const started = process.hrtime.bigint()
  const headers = body === undefined ? {} : { 'content-type': 'text/plain;charset=UTF-8' }
  const one = (pathname) =>
    new Promise((resolve) => {
      const request = http.request(
        new URL(pathname, base),
        { agent, method, headers },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode))
        },
      )
      request.on('error', (error) => resolve(error.code ?? 'error'))
      request.end(body)
    })
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const status = await one(paths[next++])
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  agent.destroy()
  return { statuses, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
}

/** Bytes on disk (allocated blocks, as `du` counts them) and files under `dir`. */
export function folderUsage(dir) {
  let bytes = 0
  let files = 0
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) {
        bytes += fs.statSync(full).blocks * 512
        files += 1
      }
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return { bytes, files }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux: 100 ticks a second). */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** The folder a server runs in (its `.next` holds the page cache it writes). */
export function serverFolder(pid) {
  return fs.readlinkSync(`/proc/${pid}/cwd`)
}
