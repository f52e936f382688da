import { EventEmitter } from 'node:events'
import pg from 'pg'
import type { SharedEvents } from './types'

// The bus across processes when they share only a PostgreSQL database (DATABASE_URL, no Redis):
// LISTEN/NOTIFY on one channel, the bus's channel inside the payload (NOTIFY payloads stay under
// 8000 bytes: a called ball or a tag is a few dozen). One connection per process listens and
// another sends; while the database is unreachable a message stays in the publishing process, and
// the listening connection is opened again every 2 s until it is back.

const PG_CHANNEL = 'loteria_eventos'
const RETRY_MS = 2_000

interface Envelope {
  channel: string
  message: string
}

/** `close` ends both connections (tests; a site process keeps them for its lifetime). */
export function postgresEvents(url: string): SharedEvents & { close(): Promise<void> } {
  const local = new EventEmitter()
  local.setMaxListeners(0)
  let sender: pg.Client | undefined
  let listening = false
  let started = false
  let closed = false
  let listener: pg.Client | undefined

  async function listen() {
    if (closed) return
    const client = new pg.Client({ connectionString: url })
    listener = client
    const again = () => {
      listening = false
      client.removeAllListeners()
      client.on('error', () => {})
      client.end().catch(() => {})
      if (!closed) setTimeout(() => void listen(), RETRY_MS).unref()
    }
    client.on('error', again)
    client.on('notification', ({ payload }) => {
      try {
        const { channel, message } = JSON.parse(payload ?? '') as Envelope
        local.emit(channel, message)
      } catch {
        // Not ours.
      }
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${PG_CHANNEL}`)
      listening = true
    } catch {
      again()
    }
  }

  async function send(envelope: Envelope): Promise<boolean> {
    try {
      if (!sender) {
        const client = new pg.Client({ connectionString: url })
        client.on('error', () => {
          if (sender === client) sender = undefined
        })
        await client.connect()
        sender = client
      }
      await sender.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(envelope)])
      return true
    } catch {
      sender?.end().catch(() => {})
      sender = undefined
      return false
    }
  }

  return {
    async publish(channel, message) {
      // This process's listeners hear it through the database like every other's, or directly
      // when the database is down or their connection is being opened again.
      const sent = await send({ channel, message })
      if (!sent || !listening) local.emit(channel, message)
    },
    subscribe(channel, listener) {
      if (!started) {
        started = true
        void listen()
      }
      local.on(channel, listener)
      return () => local.off(channel, listener)
    },
    async close() {
      closed = true
      listening = false
      await Promise.all([listener?.end(), sender?.end()].map((p) => p?.catch(() => {})))
    },
  }
}
