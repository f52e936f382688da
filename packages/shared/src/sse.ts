// A Server-Sent Events reader: text chunks in, whole events out (id, event name, data), as the
// EventSource specification parses them. The site's relay, the operator CLI and the benchmark
// read the live draw's stream with it.

export interface SseMessage {
  id?: string
  event: string
  data: string
}

export function sseParser(onMessage: (message: SseMessage) => void) {
  let buffer = ''
  let id: string | undefined
  let event = ''
  let data: string[] = []
  const dispatch = () => {
    if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') })
    id = undefined
    event = ''
    data = []
  }
  return (chunk: string) => {
    buffer += chunk
    let newline: number
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1))
      if (line === '') {
        dispatch()
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'id') id = value
      else if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
  }
}

/** Reads a stream body to its end, or until `onMessage` answers true (the stream is cancelled). */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => boolean | void,
): Promise<void> {
  let stop = false
  const feed = sseParser((message) => {
    if (!stop && onMessage(message) === true) stop = true
  })
  const decoder = new TextDecoder()
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    feed(decoder.decode(value, { stream: true }))
    if (stop) {
      await reader.cancel()
      return
    }
  }
}
