'use client'

import { useEffect, useReducer, useRef, useState } from 'react'
import { liveReducer, type BrowserLiveEvent } from '@/lib/live/reducer'
import type { LiveView } from '@/lib/live/types'

// The live page's data: the site's state once, then its event stream. EventSource reconnects by
// itself with Last-Event-ID; if it gives up (a server answering an error while it restarts), a
// new one resumes after the last event seen. Never the backend directly.

const EVENTS = ['inicio', 'bolilla', 'fin'] as const
const REOPEN_MS = 3000

export function useLiveDraw() {
  const [screen, dispatch] = useReducer(liveReducer, null)
  const [failed, setFailed] = useState(false)
  const [reconnecting, setReconnecting] = useState(false)
  const lastId = useRef(0)

  useEffect(() => {
    let source: EventSource | undefined
    let reopen: ReturnType<typeof setTimeout> | undefined
    let cancelled = false
    const connect = () => {
      source = new EventSource(`/api/en-vivo/eventos?desde=${lastId.current}`)
      for (const name of EVENTS) {
        source.addEventListener(name, (message) => {
          const event = JSON.parse((message as MessageEvent<string>).data) as BrowserLiveEvent
          lastId.current = Math.max(lastId.current, event.id)
          dispatch({ type: 'event', event })
        })
      }
      source.onopen = () => setReconnecting(false)
      source.onerror = () => {
        setReconnecting(true)
        if (source?.readyState === EventSource.CLOSED && !cancelled) {
          reopen = setTimeout(connect, REOPEN_MS)
        }
      }
    }
    fetch('/api/en-vivo', { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const view = (await response.json()) as LiveView
        if (cancelled) return
        dispatch({ type: 'state', view })
        lastId.current = view.ultimoEvento
        connect()
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      clearTimeout(reopen)
      source?.close()
    }
  }, [])

  return { screen, failed, reconnecting }
}
