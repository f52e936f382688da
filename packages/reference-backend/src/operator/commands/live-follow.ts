import { readSse } from '@loteria/shared'
import { formatBall } from '../../draws/numbers'
import type { LiveEvent } from '../../live/events'
import type { OperatorClient } from '../client'

// `sortear --en-vivo` follows its draw: one line per ball as it is called, until the end event.
// A dropped connection (the server restarted) resumes after the last event seen.

const RECONNECT_MS = 1000
/** How long a server may stay away before the CLI gives up following (the draw runs on). */
const GIVE_UP_MS = 120_000

export async function followLiveDraw(client: OperatorClient, sorteoId: number): Promise<void> {
  let lastId: string | undefined
  let lostSince: number | undefined
  for (;;) {
    let finished = false
    try {
      const response = await client.openStream('sorteos/en-vivo/eventos', lastId)
      lostSince = undefined
      await readSse(response.body!, (message) => {
        if (message.id) lastId = message.id
        const event = JSON.parse(message.data) as LiveEvent
        if (event.sorteoId !== sorteoId) return false
        if (event.tipo === 'bolilla') {
          console.log(`${event.jugada} #${event.orden}: ${formatBall(event.bolilla)}`)
        }
        finished = event.tipo === 'fin'
        return finished
      }).catch(() => undefined)
      if (finished) return
    } catch {
      // the server is away: retry below
    }
    lostSince ??= Date.now()
    if (Date.now() - lostSince > GIVE_UP_MS) {
      console.log('Se perdió la conexión con el sitio: el sorteo sigue en vivo en el servidor.')
      return
    }
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS))
  }
}
