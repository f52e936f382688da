import type { LivePlay } from './types'

// Which play a running draw is calling. The plays are called one after the other, in the order of
// the state's `jugadas` (Tradicional's 30, Revancha's 30, then Siempre Sale until a card
// completes: docs/features.md, "Sorteo en vivo"), so a play is over once a later one has a ball.
// The page's line, its boards, Mi jugada and the cards all read this one answer: each used to
// guess on its own, and on a phone the line said "Siempre Sale" over Tradicional's finished board
// while Mi jugada counted what was missing in Revancha after it had ended.

export interface PlaySequence {
  /** The play being called: the newest ball's, else the last with balls, else the first. */
  actual: string | null
  /** Plays that can get no more balls in this draw. */
  terminadas: ReadonlySet<string>
}

export function playSequence(
  jugadas: readonly LivePlay[],
  newest: { jugada: string } | null,
): PlaySequence {
  const names = jugadas.map((play) => play.nombreJugada)
  const lastWithBalls = jugadas.findLastIndex((play) => play.bolillas.length > 0)
  const newestAt = newest ? names.indexOf(newest.jugada) : -1
  const at = newestAt >= 0 ? newestAt : Math.max(lastWithBalls, 0)
  return {
    actual: names[at] ?? null,
    terminadas: new Set(names.slice(0, at)),
  }
}
