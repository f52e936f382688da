// wrk, one process per page, and the figures of its report (scripts/bench/noche-de-sorteo.mjs).
import { spawn } from 'node:child_process'

/** Loads `url` + `page` with `connections` for `seconds`; resolves to the parsed report. */
export function runWrk(wrk, url, page, connections, seconds) {
  return new Promise((resolve) => {
    const child = spawn(
      wrk,
      [
        '-t1',
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '10s',
        '--latency',
        `${url}${page}`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('exit', () => resolve(parseWrk(page, out)))
  })
}

function toMs(value) {
  const match = /([\d.]+)(us|ms|s)/.exec(value ?? '')
  if (!match) return null
  const n = Number(match[1])
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n
}

function parseWrk(page, out) {
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    page,
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p99: toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  }
}
