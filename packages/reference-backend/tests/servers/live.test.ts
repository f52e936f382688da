/**
 * Sorteo en vivo on the embedded backend, on a server of its own (a live draw closes the open
 * draw): the state, the event stream (ids, order, resume with Last-Event-ID, the end event with
 * the result), the operator's start and its refusals, sales stopped while live, the player's
 * cards with their prizes at the end, and the draw closed as `sortear` closes it.
 */
import { liveEventSchema, liveStateSchema, myLiveCardsSchema } from '@loteria/contract'
import { readSse, type SseMessage } from '@loteria/shared'
import { BackendClient, OPERATOR_TOKEN } from '../../../../tests/support/servers/backend-client'
import { inContract } from '../support/contract'
import { startOwnServer, type OwnServer } from '../../../../tests/support/servers/own-server'

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

/** An event as sent: the end's result is the stored JSON string (the contract decodes it). */
interface LiveEvent {
  id: number
  tipo: 'inicio' | 'bolilla' | 'fin'
  sorteoId: number
  jugada?: string
  orden?: number
  bolilla?: number
  resultado?: string | null
}

let server: OwnServer

async function operatorCall(method: 'GET' | 'POST', pathname: string, body?: unknown) {
  const response = await fetch(`${server.base}/servicios/operador/${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as { error: boolean; mensaje: string; datos?: unknown }
}

async function publicCall<T>(pathname: string) {
  const response = await fetch(`${server.base}/servicios/rest/${pathname}`, {
    headers: { scope: 'publico' },
  })
  return (await response.json()) as { error: boolean; mensaje: string; datos: T }
}

/** Reads the stream until `stop` says so (or the time runs out). */
async function collect(
  lastEventId: number | undefined,
  stop: (events: LiveEvent[]) => boolean,
  timeoutMs = 90_000,
) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    authorization: `Bearer ${OPERATOR_TOKEN}`,
  }
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId)
  const response = await fetch(`${server.base}/servicios/rest/sorteos/en-vivo/eventos`, {
    headers,
    signal: controller.signal,
  })
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const events: LiveEvent[] = []
  const messages: SseMessage[] = []
  await readSse(response.body!, (message) => {
    messages.push(message)
    const event = JSON.parse(message.data) as LiveEvent
    expect(message.id).toBe(String(event.id))
    expect(message.event).toBe(event.tipo)
    events.push(event)
    return stop(events)
  }).catch(() => undefined)
  clearTimeout(timer)
  for (const event of events) expect(() => inContract(liveEventSchema, event)).not.toThrow()
  return events
}

const ALREADY = 'Ya hay un sorteo en vivo en curso: esperá a que termine.'
const SALES_CLOSED =
  'El sorteo ya está en vivo: no se venden más cartones para este sorteo. Podés comprar para el próximo cuando termine.'

describeEmbedded('Sorteo en vivo (embedded backend)', () => {
  beforeAll(async () => {
    server = await startOwnServer({ OPERATOR_TOKEN })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('runs the open draw live, ball by ball, and closes it as sortear does', async () => {
    const waiting = await publicCall<{
      estado: string
      proximo: { id: number }
      ultimoResultado: { id: number; resultado: string } | null
      ultimoEvento: number
    }>('sorteos/en-vivo')
    expect(waiting.datos.estado).toBe('ESPERANDO')
    expect(() => inContract(liveStateSchema, waiting.datos)).not.toThrow()
    const drawId = waiting.datos.proximo.id
    expect(waiting.datos.ultimoResultado?.id).toBe(drawId - 1)

    const player = new BackendClient()
    const origin = process.env.BACKEND_URL
    process.env.BACKEND_URL = server.base
    try {
      const login = await player.login('verificado@demo.com.py', 'demo1234')
      const userId = (login.body.usuario as { id: number }).id
      const before = await player.call<{ cartones: { numero: string; premios: unknown }[] }>(
        'GET',
        'rest/sorteos/en-vivo/mis-cartones',
      )
      expect(before.body.datos!.cartones.length).toBeGreaterThan(0)
      expect(before.body.datos!.cartones.every((card) => card.premios === null)).toBe(true)

      const bad = await operatorCall('POST', 'sorteos/en-vivo', { intervaloMs: 5 })
      expect(bad).toMatchObject({
        error: true,
        mensaje: 'intervaloMs: de 100 a 60000 milisegundos.',
      })

      const started = await operatorCall('POST', 'sorteos/en-vivo', { intervaloMs: 150 })
      expect(started).toMatchObject({ error: false, datos: { sorteoId: drawId, intervaloMs: 150 } })
      expect(await operatorCall('POST', 'sorteos/en-vivo', { intervaloMs: 150 })).toMatchObject({
        error: true,
        mensaje: ALREADY,
      })
      expect(await operatorCall('POST', 'sorteos/ejecutar', { sorteoId: drawId })).toMatchObject({
        error: true,
        mensaje: 'El sorteo se está cantando en vivo: termina solo cuando salga la última bolilla.',
      })
      // Selling stopped: a hold of a free card of the draw is refused.
      const free = await player.call<{ id: number }[]>('GET', `rest/ticket/listar/azar/${drawId}/1`)
      const cardId = free.body.datos?.[0]?.id
      expect(cardId).toBeDefined()
      const hold = await player.call('PUT', `rest/reservas/${userId}/${cardId}`)
      expect(hold.body).toMatchObject({ error: true, mensaje: SALES_CLOSED })

      // The whole draw from the start, then a second reader resuming in the middle.
      const events = await collect(undefined, (list) => list.at(-1)?.tipo === 'fin')
      expect(events[0]).toMatchObject({ tipo: 'inicio', sorteoId: drawId })
      expect(events.at(-1)).toMatchObject({ tipo: 'fin', sorteoId: drawId })
      const ids = events.map((e) => e.id)
      expect(ids).toEqual([...ids].sort((a, b) => a - b))
      expect(new Set(ids).size).toBe(ids.length)
      const balls = events.filter((e) => e.tipo === 'bolilla')
      const byPlay = (name: string) => balls.filter((e) => e.jugada === name)
      for (const name of ['Tradicional', 'Revancha', 'Siempre Sale']) {
        const play = byPlay(name)
        expect(play.map((e) => e.orden)).toEqual(play.map((_, i) => i + 1))
        expect(new Set(play.map((e) => e.bolilla)).size).toBe(play.length)
      }
      expect(byPlay('Tradicional')).toHaveLength(30)
      expect(byPlay('Revancha')).toHaveLength(30)
      expect(byPlay('Siempre Sale').length).toBeGreaterThanOrEqual(15)

      const middle = balls[20]!.id
      const resumed = await collect(middle, (list) => list.at(-1)?.tipo === 'fin', 15_000)
      expect(resumed.map((e) => e.id)).toEqual(ids.filter((id) => id > middle))

      // The result is the balls in call order, stored as sortear stores it.
      const grouped = await publicCall<{ resultado: string }>(
        `sorteos/resultados-agrupados/${drawId}`,
      )
      const result = JSON.parse(grouped.datos.resultado) as {
        nombreJugada: string
        bolillas: string
      }[]
      for (const name of ['Tradicional', 'Revancha', 'Siempre Sale']) {
        const called = byPlay(name).map((e) => String(e.bolilla).padStart(2, '0'))
        expect(result.find((p) => p.nombreJugada === name)?.bolillas).toBe(called.join(','))
      }
      expect(events.at(-1)?.resultado).toBe(grouped.datos.resultado)
      const current = await publicCall<{ id: number }>('sorteos/actual')
      expect(current.datos.id).toBeGreaterThan(drawId)

      const finished = await publicCall<{ estado: string; jugadas: { bolillas: number[] }[] }>(
        'sorteos/en-vivo',
      )
      expect(finished.datos.estado).toBe('FINALIZADO')
      expect(() => inContract(liveStateSchema, finished.datos)).not.toThrow()
      expect(finished.datos.jugadas.flatMap((p) => p.bolillas)).toHaveLength(balls.length)
      const after = await player.call<{ cartones: { premios: unknown[] | null }[] }>(
        'GET',
        'rest/sorteos/en-vivo/mis-cartones',
      )
      expect(after.body.datos!.cartones.every((card) => Array.isArray(card.premios))).toBe(true)
      expect(() => inContract(myLiveCardsSchema, after.body.datos)).not.toThrow()

      const publish = await operatorCall('POST', 'sorteos/en-vivo/publicar')
      expect(publish).toMatchObject({ error: false })
    } finally {
      process.env.BACKEND_URL = origin
    }
  }, 180_000)
})
