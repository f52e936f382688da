// The figures of `npm run bench:pollers` (scripts/bench/pollers.mjs), kept apart from the run so
// that they can be tested: when each poller first saw each ball, the origin's counters read from
// Prometheus text, and the verdict.

/** Nearest-rank percentile of an ascending array (undefined when it is empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return undefined
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
}

/**
 * Delays (ms, ascending) from each ball's call to the first poll that showed it, one per poller
 * and ball. A poller reports a step each time its snapshot's `ultimoEvento` goes up, as four
 * numbers: the id it had, the id it now has, when (ms), and when it joined (its first poll, which
 * only sets where it starts). Since ids only go up for a poller, the ids between the two are
 * seen for the first time at that moment, each once. Balls called before a poller joined, or
 * outside [from, to] (the step's window), are not counted.
 *
 * @param {ArrayLike<number>} steps  flat quadruples: previous id, new id, seen at, joined at
 * @param {{ id: number, calledAt: number }[]} balls  ascending by id
 */
export function ballDelays(steps, balls, { from = -Infinity, to = Infinity } = {}) {
  const delays = []
  for (let i = 0; i + 3 < steps.length; i += 4) {
    const previous = steps[i]
    const next = steps[i + 1]
    const seenAt = steps[i + 2]
    const joinedAt = steps[i + 3]
    // The first ball after `previous`.
    let lo = 0
    let hi = balls.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (balls[mid].id <= previous) lo = mid + 1
      else hi = mid
    }
    for (let b = lo; b < balls.length && balls[b].id <= next; b++) {
      const { calledAt } = balls[b]
      if (calledAt < from || calledAt > to || calledAt < joinedAt) continue
      delays.push(seenAt - calledAt)
    }
  }
  return delays.sort((a, b) => a - b)
}

/**
 * The sum of a Prometheus counter's samples whose labels include all of `labels`, from the text
 * format (/api/metricas). 0 when there is none.
 */
export function counterSum(text, name, labels = {}) {
  let sum = 0
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of String(text).split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const close = line.lastIndexOf('}')
    const labelText = close > 0 ? line.slice(name.length + 1, close) : ''
    if (!wanted.every((pair) => labelText.split(',').includes(pair))) continue
    const value = Number(
      line
        .slice(close > 0 ? close + 1 : name.length)
        .trim()
        .split(' ')[0],
    )
    if (Number.isFinite(value)) sum += value
  }
  return sum
}

/** The value at rank `p` of a histogram of whole milliseconds (`counts[ms]`, the last one open). */
export function histogramPercentile(counts, p) {
  let total = 0
  for (const count of counts) total += count
  if (total === 0) return undefined
  const rank = Math.min(total - 1, Math.floor(total * p))
  let seen = 0
  for (let ms = 0; ms < counts.length; ms++) {
    seen += counts[ms]
    if (seen > rank) return ms
  }
  return counts.length - 1
}

/**
 * What fails the run: the origin's rate for the snapshot growing with the pollers (the largest
 * step's above `growth` × the smallest's + `slack` requests a second), a ball seen later than
 * `maxP99Ms` at p99 in any step, a step without a ball to time, failed polls, pollers that never
 * caught up.
 *
 * @param {{ pollers: number, originPerSecond: number, p99Ms: number | undefined, errors: number }[]} steps
 */
export function verdict(steps, { growth = 1.5, slack = 1, maxP99Ms = 2500, behind = 0 } = {}) {
  const failures = []
  const bySize = [...steps].sort((a, b) => a.pollers - b.pollers)
  const smallest = bySize[0]
  const largest = bySize.at(-1)
  if (smallest && largest && largest !== smallest) {
    const limit = growth * smallest.originPerSecond + slack
    if (largest.originPerSecond > limit) {
      failures.push(
        `origin rate grows with the pollers: ${largest.originPerSecond.toFixed(2)} req/s at ${largest.pollers} against ${smallest.originPerSecond.toFixed(2)} at ${smallest.pollers} (limit ${limit.toFixed(2)})`,
      )
    }
  }
  for (const step of steps) {
    if (step.p99Ms === undefined) failures.push(`${step.pollers} pollers: no ball to time`)
    else if (step.p99Ms > maxP99Ms)
      failures.push(
        `${step.pollers} pollers: balls seen ${step.p99Ms} ms after the call at p99 (limit ${maxP99Ms})`,
      )
    if (step.errors > 0) failures.push(`${step.pollers} pollers: ${step.errors} failed polls`)
  }
  if (behind > 0) failures.push(`${behind} pollers never saw the last balls`)
  return failures
}
