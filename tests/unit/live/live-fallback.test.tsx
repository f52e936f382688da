import { act, renderHook } from '@testing-library/react'
import {
  POLL_MS,
  RECONNECTING_NOTICE_MS,
  useLiveDraw,
  WAITING_REFRESH_MS,
} from '@/components/live/use-live-draw'
import type { LiveView } from '@/lib/live/types'

// The live page when a process refuses its stream (it holds as many as it may) or the stream is
// cut: it follows the state snapshot every half second until a stream opens again.

class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  /** What a browser does when the answer is 429 or 503: it gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED
    this.onerror?.()
  }
  open() {
    this.readyState = FakeEventSource.OPEN
    this.onopen?.()
  }
}

const view = (ultimoEvento: number, bolillas: number[]): LiveView => ({
  estado: 'EN_CURSO',
  ultimoEvento,
  sorteo: { id: 1288, identificador: 'Sorteo N° 1288', fecha: '2026-11-29T23:00:00.000Z' },
  jugadas: [
    { nombreJugada: 'Tradicional', bolillas },
    { nombreJugada: 'Revancha', bolillas: [] },
    { nombreJugada: 'Siempre Sale', bolillas: [] },
  ],
  resultado: null,
  resultadoSorteo: null,
  proximo: null,
})

let snapshot: LiveView
const answer = async () => ({ ok: true, json: async () => snapshot })
const fetchMock = jest.fn(answer)

beforeEach(() => {
  jest.useFakeTimers()
  FakeEventSource.opened = []
  fetchMock.mockReset()
  fetchMock.mockImplementation(answer)
  Object.assign(globalThis, { EventSource: FakeEventSource, fetch: fetchMock })
})
afterEach(() => jest.useRealTimers())

/** Lets the fetch promises of the moment settle. */
const settle = () => act(async () => undefined)
/** Moves the clock on, then lets what it started settle. */
const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
  await settle()
}

it('follows the snapshot while its stream is refused, and stops once a stream opens', async () => {
  snapshot = view(40, [1, 2])
  const { result } = renderHook(() => useLiveDraw(null))
  await settle()
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(FakeEventSource.opened).toHaveLength(1)

  act(() => FakeEventSource.opened[0]?.refuse())
  snapshot = view(42, [1, 2, 9, 33])
  await act(async () => {
    jest.advanceTimersByTime(POLL_MS)
  })
  await settle()
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(result.current.screen?.view.jugadas[0]?.bolillas).toEqual([1, 2, 9, 33])
  expect(result.current.reconnecting).toBe(false)

  await act(async () => {
    jest.advanceTimersByTime(POLL_MS * 3)
  })
  expect(fetchMock).toHaveBeenCalledTimes(5)

  // The stream is tried again later, from the last event the page has seen.
  await act(async () => {
    jest.advanceTimersByTime(15_000)
  })
  const reopened = FakeEventSource.opened.at(-1)!
  expect(FakeEventSource.opened.length).toBeGreaterThan(1)
  expect(reopened.url).toContain('desde=42')
  act(() => reopened.open())
  const calls = fetchMock.mock.calls.length
  await act(async () => {
    jest.advanceTimersByTime(POLL_MS * 5)
  })
  expect(fetchMock).toHaveBeenCalledTimes(calls)
})

it('says it is reconnecting only when neither the stream nor the snapshot answers for a while', async () => {
  snapshot = view(40, [1, 2])
  const { result } = renderHook(() => useLiveDraw(null))
  await settle()
  act(() => FakeEventSource.opened[0]?.open())

  // The stream drops and the snapshot answers: the page never says anything.
  act(() => FakeEventSource.opened[0]?.refuse())
  expect(result.current.reconnecting).toBe(false)
  for (let t = 0; t < RECONNECTING_NOTICE_MS * 3; t += POLL_MS) {
    await advance(POLL_MS)
    expect(result.current.reconnecting).toBe(false)
  }

  // The stream drops again and the snapshot does not answer either: said after the grace.
  fetchMock.mockImplementation(async () => ({ ok: false, json: async () => snapshot }))
  const reopened = FakeEventSource.opened.at(-1)!
  act(() => reopened.refuse())
  await advance(RECONNECTING_NOTICE_MS - POLL_MS)
  expect(result.current.reconnecting).toBe(false)
  await advance(POLL_MS)
  expect(result.current.reconnecting).toBe(true)

  // The first snapshot that answers clears it.
  fetchMock.mockImplementation(async () => ({ ok: true, json: async () => snapshot }))
  await advance(POLL_MS)
  expect(result.current.reconnecting).toBe(false)
})

it('says it is reconnecting when the snapshot it follows stops answering', async () => {
  snapshot = view(40, [1, 2])
  const { result } = renderHook(() => useLiveDraw(null))
  await settle()
  act(() => FakeEventSource.opened[0]?.refuse())
  await advance(POLL_MS * 4)
  expect(result.current.reconnecting).toBe(false)

  // The stream stays closed (no new error from it) and the snapshot fails from now on.
  fetchMock.mockImplementation(async () => ({ ok: false, json: async () => snapshot }))
  await advance(POLL_MS)
  await advance(RECONNECTING_NOTICE_MS)
  expect(result.current.reconnecting).toBe(true)
})

const waiting = (resultId: number): LiveView => ({
  estado: 'ESPERANDO',
  // A backend without the live calls numbers no events.
  ultimoEvento: 0,
  sorteo: null,
  jugadas: [],
  resultado: [],
  resultadoSorteo: {
    id: resultId,
    identificador: `Sorteo N° ${resultId}`,
    fecha: '2026-11-22T23:00:00.000Z',
  },
  proximo: { id: 1400, identificador: 'Sorteo N° 1400', fecha: '2099-01-04T23:00:00.000Z' },
})

it('between draws reads the snapshot again now and then, so an old copy does not stay', async () => {
  // The first answer came from a cache still refreshing; the stream is open but never speaks.
  snapshot = waiting(1287)
  const { result } = renderHook(() => useLiveDraw(null))
  await settle()
  act(() => FakeEventSource.opened[0]?.open())
  expect(result.current.screen?.view.resultadoSorteo?.id).toBe(1287)

  snapshot = waiting(1399)
  await act(async () => {
    jest.advanceTimersByTime(WAITING_REFRESH_MS)
  })
  await settle()
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(result.current.screen?.view.resultadoSorteo?.id).toBe(1399)
})

it('during a draw with its stream open reads no snapshot', async () => {
  snapshot = view(40, [1, 2])
  renderHook(() => useLiveDraw(null))
  await settle()
  act(() => FakeEventSource.opened[0]?.open())
  await act(async () => {
    jest.advanceTimersByTime(WAITING_REFRESH_MS * 3)
  })
  await settle()
  expect(fetchMock).toHaveBeenCalledTimes(1)
})

it('starts from the state the server rendered: shown at once, the stream from its last event, no first read', async () => {
  // The page's HTML already holds this state; the browser only takes it over.
  const rendered = view(57, [4, 18, 33])
  const { result } = renderHook(() => useLiveDraw(rendered))
  expect(result.current.screen?.view.jugadas[0]?.bolillas).toEqual([4, 18, 33])
  expect(result.current.screen?.newest).toEqual({ jugada: 'Tradicional', bolilla: 33 })
  await settle()
  expect(fetchMock).not.toHaveBeenCalled()
  expect(FakeEventSource.opened).toHaveLength(1)
  expect(FakeEventSource.opened[0]?.url).toContain('desde=57')
  expect(result.current.failed).toBe(false)
})
