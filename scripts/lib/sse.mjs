// Server-Sent Events for the benches' Node clients (scripts/bench/en-vivo.mjs,
// scripts/bench/pollers.mjs): one parser of the stream's blocks, the format browsers read.

/** Calls `onEvent({ id, event, data })` for each event of an SSE response, chunk by chunk. */
export function sseReader(onEvent) {
  let buffer = ''
  return (chunk) => {
    buffer += chunk
    let end
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const fields = { id: undefined, event: 'message', data: '' }
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const name = line.slice(0, colon)
        const value = line.slice(colon + 1).replace(/^ /, '')
        if (name === 'id' || name === 'event' || name === 'data') fields[name] = value
      }
      if (fields.data) onEvent(fields)
    }
  }
}
