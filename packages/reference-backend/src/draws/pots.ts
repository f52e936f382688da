import { BASE_POTS, CARRY_OVER, type Pots } from './plays'
import type { PlayResult } from './results'

// The next draw's pots: Tradicional's and Revancha's 15-hit pots carry over while nobody wins
// them and go back to the base amount once someone does; Siempre Sale always pays.

function fifteenHitWinners(result: readonly PlayResult[], play: 'Tradicional' | 'Revancha') {
  const entry = result.find((p) => p.nombreJugada === play)
  if (!entry || entry.azar) return 0
  return entry.premios.find((tier) => tier.aciertos === 15)?.nroGanadores ?? 0
}

export function nextPots(pots: Pots, result: readonly PlayResult[]): Pots {
  return {
    tradicional:
      fifteenHitWinners(result, 'Tradicional') > 0
        ? BASE_POTS.tradicional
        : pots.tradicional + CARRY_OVER.tradicional,
    revancha:
      fifteenHitWinners(result, 'Revancha') > 0
        ? BASE_POTS.revancha
        : pots.revancha + CARRY_OVER.revancha,
    siempreSale: BASE_POTS.siempreSale,
  }
}
