import { liveEventSchema, liveStateSchema, type LiveState } from '@loteria/contract'
import type { Context } from '../context'
import { datos, fail, parsed, refusedWith, rule } from '../rules'

// Sorteo en vivo (docs/contract.md): the state, and the event stream's first event. The stream is
// closed to the public (401 without the token); with BACKEND_STREAM_TOKEN a running draw's stream
// starts with its `inicio`.

const FIRST_EVENT_MS = 5_000
const QUIET_MS = 1_500

interface SseEvent {
  event: string
  data: string
}

/** The stream's first event, or undefined when none comes within `waitMs`. */
async function firstEvent(
  body: ReadableStream<Uint8Array>,
  waitMs: number,
): Promise<SseEvent | undefined> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const deadline = Date.now() + waitMs
  let buffer = ''
  try {
    while (Date.now() < deadline) {
      const next = await Promise.race([
        reader.read(),
        new Promise<undefined>((resolve) => setTimeout(resolve, deadline - Date.now())),
      ])
      if (!next || next.done) return undefined
      buffer += decoder.decode(next.value, { stream: true })
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end < 0) break
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const lines = block.split('\n')
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trim())
        const data = field('data')
        if (data.length > 0) return { event: field('event')[0] ?? 'message', data: data.join('\n') }
      }
    }
    return undefined
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}

export async function checkLive(context: Context) {
  const { suite, open, options } = context
  let state: LiveState | undefined
  await suite.check('GET rest/sorteos/en-vivo', async () => {
    state = datos(
      await open.call('GET', 'rest/sorteos/en-vivo'),
      liveStateSchema,
      'liveStateSchema',
    )
    return `liveStateSchema (${state.estado})`
  })
  await suite.check('GET rest/sorteos/en-vivo/eventos', async () => {
    refusedWith(await open.call('GET', 'rest/sorteos/en-vivo/eventos'), 401)
    if (!options.streamToken) return '401 sin token (primer evento: falta --stream-token)'
    const response = await fetch(open.url('rest/sorteos/en-vivo/eventos'), {
      headers: { authorization: `Bearer ${options.streamToken}` },
      signal: AbortSignal.timeout(FIRST_EVENT_MS + 5_000),
    })
    rule(response.status === 200, `con el token: HTTP ${response.status}`)
    const type = response.headers.get('content-type') ?? ''
    rule(type.startsWith('text/event-stream'), `content-type "${type}", no text/event-stream`)
    const running = state?.estado === 'EN_CURSO'
    const first = await firstEvent(response.body!, running ? FIRST_EVENT_MS : QUIET_MS)
    if (!first) {
      rule(!running, 'un sorteo en curso y ningún evento: el flujo debe empezar por su inicio')
      return '401 sin token; abierto con el token (sin sorteo en curso, sin eventos)'
    }
    let data: unknown
    try {
      data = JSON.parse(first.data)
    } catch {
      return fail(`el evento "${first.event}" no trae JSON en data`)
    }
    const event = parsed(liveEventSchema, data, 'liveEventSchema', 'evento')
    rule(event.tipo === first.event, `event: ${first.event} con data.tipo "${event.tipo}"`)
    if (state?.estado === 'EN_CURSO') {
      rule(event.tipo === 'inicio', `primer evento "${event.tipo}", el contrato dice "inicio"`)
      rule(event.sorteoId === state.sorteo.id, 'el primer evento es de otro sorteo')
    }
    return `401 sin token; primer evento "${event.tipo}" (liveEventSchema)`
  })
}
