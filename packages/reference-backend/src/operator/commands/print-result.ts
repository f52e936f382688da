import { prizeText } from '../../draws/card-check'
import type { PlayResult } from '../../draws/results'

/** One play of a draw's result, as `sortear` prints it. */
export function printPlay(play: PlayResult) {
  console.log(`${play.nombreJugada}: ${play.cantidadGanadores} ganador(es)`)
  if (play.azar) {
    for (const p of play.premios) console.log(`    ${prizeText(p.premio)}: cartón ${p.cartones}`)
    return
  }
  console.log(`    Bolillas (${play.bolillas.split(',').length}): ${play.bolillas}`)
  for (const tier of play.premios) {
    console.log(
      `    ${tier.aciertos} aciertos: ${tier.nroGanadores} ganador(es), ${prizeText(tier.premio)} c/u`,
    )
  }
}
