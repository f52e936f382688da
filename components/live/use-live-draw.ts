'use client'

import { useEffect, useReducer, useState } from 'react'
import { liveReducer, type BrowserLiveEvent } from '@/lib/live/reducer'
import type { LiveView } from '@/lib/live/types'

// The live page's data: the site's state once, then its event stream (one EventSource, which
// reconnects by itself with Last-Event-ID). Never the backend directly.

const EVENTS = ['inicio', 'bolilla', 'fin'] as const

export function useLiveDraw() {
  const [screen, dispatch] = useReducer(liveReducer, null)
  const [failed, setFailed] = useState(false)
  const [reconnecting, setReconnecting] = useState(false)

  useEffect(() => {
    let source: EventSource | undefined
    let cancelled = false
    fetch('/api/en-vivo', { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const view = (await response.json()) as LiveView
        if (cancelled) return
        dispatch({ type: 'state', view })
        source = new EventSource(`/api/en-vivo/eventos?desde=${view.ultimoEvento}`)
        for (const name of EVENTS) {
          source.addEventListener(name, (message) => {
            const event = JSON.parse((message as MessageEvent<string>).data) as BrowserLiveEvent
            dispatch({ type: 'event', event })
          })
        }
        source.onopen = () => setReconnecting(false)
        source.onerror = () => setReconnecting(true)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      source?.close()
    }
  }, [])

  return { screen, failed, reconnecting }
}
