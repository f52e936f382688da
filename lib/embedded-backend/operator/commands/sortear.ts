import { formatDateTime } from '../../../format'
import { prizeText } from '../../draws/card-check'
import type { PlayResult } from '../../draws/results'
import type { DrawView } from '../../draws/store'
import { options, UsageError, type Command } from './command'

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

/** `001234=150000` or `004321=Cartón gratis`: a card number and its forced Azar prize. */
function forcedAward(value: string, usage: string): { numero: string; premio: number | string } {
  const match = /^(\d{1,6})=(.+)$/.exec(value.trim())
  if (!match) throw new UsageError(usage)
  const [, numero = '', premio = ''] = match
  return { numero, premio: /^\d+$/.test(premio.trim()) ? Number(premio.trim()) : premio.trim() }
}

export const sortear: Command = {
  name: 'sortear',
  usage: '[--azar 001234=150000 --azar 004321="Cartón gratis" …]',
  description:
    'Ejecuta el sorteo abierto, publica su resultado y abre el del domingo siguiente. Con --azar, esos cartones ganan esos premios de Azar en lugar de los sorteados (demostraciones y pruebas).',
  async run(args, client) {
    const usage = `${this.name} ${this.usage}`
    const forced = options(args, 'azar').map((value) => forcedAward(value, usage))
    // Names the draw it means: a second `sortear` started at the same time is refused instead of
    // running next week's draw.
    const open = (await client.get<{ id: number; estado: string }[]>('sorteos')).find(
      (draw) => draw.estado === 'ABIERTO',
    )
    const { mensaje, datos } = await client.postForData<DrawRun>('sorteos/ejecutar', {
      sorteoId: open?.id,
      ...(forced.length > 0 ? { premiosAzar: forced } : {}),
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
