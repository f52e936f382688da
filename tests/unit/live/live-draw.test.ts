/** @jest-environment node */
import {
  drawUntilComplete,
  nextBall,
  nextPlay,
  noBallsCalled,
  seededRandom,
  siempreSaleComplete,
} from '@loteria/reference-backend/testing'
import { formatCountdown } from '@loteria/contract/format'
import { liveReducer, type LiveScreen } from '@/lib/live/reducer'
import type { LiveView } from '@/lib/live/types'
import { sseParser, type SseMessage } from '@loteria/shared'

// The live draw's pieces without a server: which play calls next and when it stops, the page's
// reducer (order, no repeats, a new draw), the SSE reader and the countdown.

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

describe('the live draw calls', () => {
  it('Tradicional 30, Revancha 30, then Siempre Sale until a card completes', () => {
    const plays = [range(1, 15), range(20, 15)]
    const called = noBallsCalled()
    const random = seededRandom(11)
    const order: string[] = []
    for (let play = nextPlay(called, plays); play; play = nextPlay(called, plays)) {
      called[play].push(nextBall(random, called[play]))
      order.push(play)
    }
    expect(order.filter((p) => p === 'Tradicional')).toHaveLength(30)
    expect(order.slice(0, 30).every((p) => p === 'Tradicional')).toBe(true)
    expect(order.slice(30, 60).every((p) => p === 'Revancha')).toBe(true)
    for (const balls of Object.values(called)) expect(new Set(balls).size).toBe(balls.length)
    const siempre = called['Siempre Sale']
    expect(siempreSaleComplete(siempre, plays)).toBe(true)
    // It stopped at the ball that completed a card, as the one-shot draw does.
    expect(siempreSaleComplete(siempre.slice(0, -1), plays)).toBe(false)
  })

  it('never calls a ball twice in a play', () => {
    const random = seededRandom(3)
    const calledInPlay: number[] = []
    for (let i = 0; i < 60; i++) calledInPlay.push(nextBall(random, calledInPlay))
    expect([...calledInPlay].sort((a, b) => a - b)).toEqual(range(1, 60))
  })

  it('stops Siempre Sale where the one-shot extraction stops for the same order', () => {
    const plays = [
      range(5, 15),
      range(40, 15),
      [1, 2, 3, 4, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50],
    ]
    const oneShot = drawUntilComplete(seededRandom(9), plays)
    const called = { ...noBallsCalled(), Tradicional: range(1, 30), Revancha: range(1, 30) }
    for (const ball of oneShot) {
      expect(nextPlay(called, plays)).toBe('Siempre Sale')
      called['Siempre Sale'].push(ball)
    }
    expect(nextPlay(called, plays)).toBeUndefined()
  })
})

const waiting: LiveView = {
  estado: 'ESPERANDO',
  ultimoEvento: 10,
  sorteo: null,
  jugadas: [],
  resultado: null,
  resultadoSorteo: null,
  proximo: { id: 1288, identificador: 'Sorteo N° 1288', fecha: '2026-11-29T23:00:00.000Z' },
}

describe('the live page reducer', () => {
  it('starts a draw, adds balls in order, ignores repeats and ends with the result', () => {
    let screen = liveReducer(null, { type: 'state', view: waiting }) as LiveScreen
    screen = liveReducer(screen, {
      type: 'event',
      event: { id: 11, tipo: 'inicio', sorteoId: 1288, identificador: 'Sorteo N° 1288' },
    })!
    expect(screen.view.estado).toBe('EN_CURSO')
    const ball = (id: number, orden: number, bolilla: number) =>
      ({ id, tipo: 'bolilla', sorteoId: 1288, jugada: 'Tradicional', orden, bolilla }) as const
    screen = liveReducer(screen, { type: 'event', event: ball(12, 1, 23) })!
    screen = liveReducer(screen, { type: 'event', event: ball(13, 2, 7) })!
    // A replay after a reconnect changes nothing.
    screen = liveReducer(screen, { type: 'event', event: ball(13, 2, 7) })!
    screen = liveReducer(screen, { type: 'event', event: ball(12, 1, 23) })!
    expect(screen.view.jugadas[0]).toEqual({ nombreJugada: 'Tradicional', bolillas: [23, 7] })
    expect(screen.newest).toEqual({ jugada: 'Tradicional', bolilla: 7 })
    screen = liveReducer(screen, {
      type: 'event',
      event: { id: 20, tipo: 'fin', sorteoId: 1288, resultado: [] },
    })!
    expect(screen.view.estado).toBe('FINALIZADO')
    expect(screen.view.resultadoSorteo?.id).toBe(1288)
  })

  it('ignores events older than the state it started from', () => {
    const running: LiveView = {
      ...waiting,
      estado: 'EN_CURSO',
      ultimoEvento: 40,
      sorteo: { id: 1288, identificador: 'Sorteo N° 1288', fecha: waiting.proximo!.fecha },
      jugadas: [
        { nombreJugada: 'Tradicional', bolillas: [1, 2] },
        { nombreJugada: 'Revancha', bolillas: [] },
        { nombreJugada: 'Siempre Sale', bolillas: [] },
      ],
    }
    const screen = liveReducer(null, { type: 'state', view: running })!
    const same = liveReducer(screen, {
      type: 'event',
      event: {
        id: 39,
        tipo: 'bolilla',
        sorteoId: 1288,
        jugada: 'Tradicional',
        orden: 2,
        bolilla: 2,
      },
    })
    expect(same).toBe(screen)
  })
})

describe('the live page following snapshots (its stream refused or cut)', () => {
  const running = (ultimoEvento: number, bolillas: number[]): LiveView => ({
    ...waiting,
    estado: 'EN_CURSO',
    ultimoEvento,
    sorteo: { id: 1288, identificador: 'Sorteo N° 1288', fecha: waiting.proximo!.fecha },
    jugadas: [
      { nombreJugada: 'Tradicional', bolillas },
      { nombreJugada: 'Revancha', bolillas: [] },
      { nombreJugada: 'Siempre Sale', bolillas: [] },
    ],
  })

  it('takes a newer snapshot, with its newest ball', () => {
    let screen = liveReducer(null, { type: 'state', view: running(40, [1, 2]) })!
    screen = liveReducer(screen, { type: 'state', view: running(42, [1, 2, 9, 33]) })!
    expect(screen.view.jugadas[0]?.bolillas).toEqual([1, 2, 9, 33])
    expect(screen.newest).toEqual({ jugada: 'Tradicional', bolilla: 33 })
    expect(screen.lastId).toBe(42)
  })

  it('never goes back to an older snapshot (a cached copy behind the events applied)', () => {
    let screen = liveReducer(null, { type: 'state', view: running(40, [1, 2]) })!
    screen = liveReducer(screen, {
      type: 'event',
      event: {
        id: 41,
        tipo: 'bolilla',
        sorteoId: 1288,
        jugada: 'Tradicional',
        orden: 3,
        bolilla: 9,
      },
    })!
    expect(liveReducer(screen, { type: 'state', view: running(40, [1, 2]) })).toBe(screen)
    // The same snapshot again is no new screen either (no re-render, no repeated announcement).
    const same = liveReducer(screen, { type: 'state', view: running(41, [1, 2, 9]) })
    expect(same).toBe(screen)
  })
})

describe('the SSE reader', () => {
  it('splits events across chunks, skips comments and keeps ids', () => {
    const messages: SseMessage[] = []
    const feed = sseParser((m) => messages.push(m))
    feed('retry: 2000\n\n: latido\n\nid: 5\nevent: bol')
    feed('illa\ndata: {"a":1}\n\nid: 6\r\nevent: fin\r\ndata: x\r\n\r\n')
    expect(messages).toEqual([
      { id: '5', event: 'bolilla', data: '{"a":1}' },
      { id: '6', event: 'fin', data: 'x' },
    ])
  })
})

describe('the countdown', () => {
  it('shows days and HH:mm:ss, never below zero', () => {
    const target = '2026-11-29T23:00:00.000Z'
    expect(formatCountdown(target, new Date('2026-11-27T21:58:55.000Z'))).toEqual({
      dias: 2,
      reloj: '01:01:05',
    })
    expect(formatCountdown(target, new Date('2026-11-30T00:00:00.000Z'))).toEqual({
      dias: 0,
      reloj: '00:00:00',
    })
  })
})
