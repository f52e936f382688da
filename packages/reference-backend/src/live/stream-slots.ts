// Open backend event streams per client address, for the callers that reach it over HTTP: a
// leaked token still cannot open thousands (docs/history.md). The site needs one per
// process.

const DEFAULT_STREAMS_PER_ADDRESS = 10

function streamsPerAddress(): number {
  const value = Number(process.env.LIMIT_LIVE_STREAMS_PER_ADDRESS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_STREAMS_PER_ADDRESS
}

// Route handlers are bundled apart: one count for the process.
const KEY = Symbol.for('loteria.embedded-backend.liveStreamSlots')
type WithSlots = typeof globalThis & { [KEY]?: Map<string, number> }

function open(): Map<string, number> {
  const scope = globalThis as WithSlots
  scope[KEY] ??= new Map()
  return scope[KEY]
}

/** Takes a slot for `address`; the returned release gives it back (once), or undefined when full. */
export function takeStreamSlot(address: string): (() => void) | undefined {
  const slots = open()
  const count = slots.get(address) ?? 0
  if (count >= streamsPerAddress()) return undefined
  slots.set(address, count + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (slots.get(address) ?? 1) - 1
    if (left > 0) slots.set(address, left)
    else slots.delete(address)
  }
}
