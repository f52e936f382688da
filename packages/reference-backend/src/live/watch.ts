import { sharedEvents } from '@loteria/shared/events'
import type { Database } from '../db/client'
import { LIVE_CHANNEL, type LiveEvent } from './events'
import { ensureTicker, resumeLiveDraws } from './ticker'

// Every process running the embedded backend keeps watch over live draws: at start it resumes
// one left running, and when another process starts one it stands by, ready to take the draw
// over if that process's lease lapses (several processes on one PostgreSQL).

export function watchLiveDraws(db: Database, { takeOver }: { takeOver: boolean }): void {
  resumeLiveDraws(db, takeOver)
  sharedEvents().subscribe(LIVE_CHANNEL, (message) => {
    const event = JSON.parse(message) as LiveEvent
    if (event.tipo === 'inicio') ensureTicker(db)
  })
}
