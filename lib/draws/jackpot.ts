import type { PlayResult } from '@loteria/contract'

// The jackpot the home announces: the top prize (most hits) of the latest result's main play, as
// /resultados shows it. `acumulado`: nobody won it, so it carries over to Sunday.

export interface Jackpot {
  jugada: string
  monto: number
  acumulado: boolean
}

const MAIN_PLAY = 'Tradicional'

export function jackpotOf(resultado: readonly PlayResult[]): Jackpot | null {
  const plays = resultado.filter((play) => !play.azar)
  const main = plays.find((play) => play.nombreJugada === MAIN_PLAY) ?? plays[0]
  if (!main || main.azar) return null
  const top = [...main.premios].sort((a, b) => b.aciertos - a.aciertos)[0]
  if (!top || typeof top.premio !== 'number' || top.premio <= 0) return null
  return { jugada: main.nombreJugada, monto: top.premio, acumulado: top.nroGanadores === 0 }
}
