'use client'

import { useEffect, useReducer, useRef, useState } from 'react'
import { liveReducer, type BrowserLiveEvent } from '@/lib/live/reducer'
import type { LiveView } from '@/lib/live/types'

// The live page's data: the state the server rendered the page with (complete on first
// paint), or when it had none the site's state read once, then its event stream from that state's
// last event, so whatever was called between the render and the script's start comes in order. EventSource reconnects by
// itself with Last-Event-ID; if it gives up (a server answering an error while it restarts, or
// refusing a stream because it holds as many as it may), a new one resumes after the last event
// seen. While the stream is away the page follows the state snapshot instead (/api/en-vivo, kept half
// a second by each process and one by nginx or a CDN): a crowd larger than the processes' streams
// still sees every ball within about two seconds. Never the backend directly.

const EVENTS = ['inicio', 'bolilla', 'fin'] as const
/** How often the snapshot is read while the stream is away. */
export const POLL_MS = 500
/**
 * A cut stream is announced only if the page has not caught up within this long: the snapshot
 * usually answers first, and a notice that flashes at every reconnection (it did, at the end of a
 * draw under load) alarms a player whose page never missed a ball.
 */
export const RECONNECTING_NOTICE_MS = 1_500
/** A stream that gave up is opened again after this long (the snapshot covers the gap). */
const REOPEN_MS = 15_000
/**
 * Between draws the snapshot is read again this often even with the stream open: a backend
 * without the live calls sends no event ever, and a page opened on a copy a moment old (a cache
 * refreshing in the background) would otherwise keep it until reloaded.
 */
export const WAITING_REFRESH_MS = 15_000

export function useLiveDraw(initial: LiveView | null) {
  const [screen, dispatch] = useReducer(liveReducer, initial, (view) =>
    view ? liveReducer(null, { type: 'state', view }) : null,
  )
  const [failed, setFailed] = useState(false)
  const [reconnecting, setReconnecting] = useState(false)
  const lastId = useRef(initial?.ultimoEvento ?? 0)
  const rendered = useRef(initial)
  const running = useRef(false)
  useEffect(() => {
    running.current = screen?.view.estado === 'EN_CURSO'
  }, [screen])

  useEffect(() => {
    let source: EventSource | undefined
    let reopen: ReturnType<typeof setTimeout> | undefined
    let poll: ReturnType<typeof setInterval> | undefined
    let refresh: ReturnType<typeof setInterval> | undefined
    let notice: ReturnType<typeof setTimeout> | undefined
    let cancelled = false
    const caughtUp = () => {
      clearTimeout(notice)
      notice = undefined
      setReconnecting(false)
    }
    const fallingBehind = () => {
      notice ??= setTimeout(() => setReconnecting(true), RECONNECTING_NOTICE_MS)
    }
    const readSnapshot = async () => {
      const response = await fetch('/api/en-vivo', { headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json()) as LiveView
    }
    const startPolling = () => {
      if (poll !== undefined) return
      poll = setInterval(() => {
        readSnapshot()
          .then((view) => {
            if (cancelled) return
            dispatch({ type: 'state', view })
            lastId.current = Math.max(lastId.current, view.ultimoEvento)
            // Following the snapshot: the page is up to date, nothing to warn about.
            caughtUp()
          })
          // The next tick tries again; the page keeps what it shows, and says so if it lasts.
          .catch(fallingBehind)
      }, POLL_MS)
    }
    const stopPolling = () => {
      clearInterval(poll)
      poll = undefined
    }
    const connect = () => {
      source = new EventSource(`/api/en-vivo/eventos?desde=${lastId.current}`)
      for (const name of EVENTS) {
        source.addEventListener(name, (message) => {
          const event = JSON.parse((message as MessageEvent<string>).data) as BrowserLiveEvent
          lastId.current = Math.max(lastId.current, event.id)
          dispatch({ type: 'event', event })
        })
      }
      source.onopen = () => {
        caughtUp()
        stopPolling()
      }
      source.onerror = () => {
        fallingBehind()
        startPolling()
        if (source?.readyState === EventSource.CLOSED && !cancelled) {
          reopen = setTimeout(connect, REOPEN_MS)
        }
      }
    }
    const follow = () => {
      connect()
      refresh = setInterval(() => {
        // During a draw the stream (or the fast poll) carries every ball.
        if (running.current || poll !== undefined) return
        readSnapshot()
          .then((next) => {
            if (cancelled) return
            dispatch({ type: 'state', view: next })
            lastId.current = Math.max(lastId.current, next.ultimoEvento)
          })
          .catch(() => undefined)
      }, WAITING_REFRESH_MS)
    }
    if (rendered.current) follow()
    else
      readSnapshot()
        .then((view) => {
          if (cancelled) return
          dispatch({ type: 'state', view })
          lastId.current = view.ultimoEvento
          follow()
        })
        .catch(() => {
          if (!cancelled) setFailed(true)
        })
    return () => {
      cancelled = true
      clearTimeout(reopen)
      clearTimeout(notice)
      clearInterval(refresh)
      stopPolling()
      source?.close()
    }
  }, [])

  return { screen, failed, reconnecting }
}
