import { formatDateTime } from '../../../format'
import { prizeText } from '../../draws/card-check'
import type { PlayResult } from '../../draws/results'
import type { DrawView } from '../../draws/store'
import type { Command } from './command'

interface DrawRun {
  sorteo: DrawView
  siguiente: DrawView
  ganadores: Record<string, number>
  resultado: PlayResult[]
}

function printPlay(play: PlayResult) {
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

export const sortear: Command = {
  name: 'sortear',
  usage: '',
  description: 'Ejecuta el sorteo abierto, publica su resultado y abre el del domingo siguiente.',
  async run(_args, client) {
    // Names the draw it means: a second `sortear` started at the same time is refused instead of
    // running next week's draw.
    const open = (await client.get<{ id: number; estado: string }[]>('sorteos')).find(
      (draw) => draw.estado === 'ABIERTO',
    )
    const { mensaje, datos } = await client.postForData<DrawRun>('sorteos/ejecutar', {
      sorteoId: open?.id,
    })
    console.log(`${datos.sorteo.identificador} (${formatDateTime(datos.sorteo.fecha)})`)
    for (const play of datos.resultado) printPlay(play)
    console.log('')
    console.log(mensaje)
    console.log(
      `Sorteo abierto: ${datos.siguiente.identificador} (${formatDateTime(datos.siguiente.fecha)}).`,
    )
  },
}
