// How many balls a play's board keeps room for. Tradicional and Revancha call 30 balls each
// (docs/features.md, "Sorteo en vivo"); Siempre Sale calls until a card completes, so its board
// grows. A board with room for all its balls from the start never gains a row while the page is
// watched, so the boards and everything under them stay where they are (CLS ≤ 0.02
// during a draw). A backend that calls more balls than this only grows the board, as before.

const BOARD_SLOTS: Readonly<Record<string, number>> = { Tradicional: 30, Revancha: 30 }

/** The empty places left on a play's board after `called` balls (0 for a board that grows). */
export function emptySlots(nombreJugada: string, called: number): number {
  return Math.max(0, (BOARD_SLOTS[nombreJugada] ?? 0) - called)
}
