import { formatDateTime } from '@loteria/contract/format'
import type { PlayResult } from '../../draws/results'
import type { DrawView } from '../../draws/store'
import { printPlay } from './print-result'
import { option, options, UsageError, type Command } from './command'
import { runLive } from './sortear-en-vivo'

interface DrawRun {
  sorteo: DrawView
  siguiente: DrawView
  ganadores: Record<string, number>
  resultado: PlayResult[]
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
  usage:
    '[--azar 001234=150000 --azar 004321="Cartón gratis" …] [--en-vivo [--intervalo SEGUNDOS]]',
  description:
    'Ejecuta el sorteo abierto, publica su resultado y abre el del domingo siguiente. Con --azar, esos cartones ganan esos premios de Azar en lugar de los sorteados (demostraciones y pruebas). Con --en-vivo, canta las bolillas de a una (cada 4 segundos, o cada --intervalo), las muestra y publica el resultado al terminar.',
  async run(args, client) {
    const usage = `${this.name} ${this.usage}`
    if (args.includes('--en-vivo')) {
      const seconds = option(args, 'intervalo')
      const intervalo = seconds === undefined ? 4 : Number(seconds.replace(',', '.'))
      if (!Number.isFinite(intervalo) || intervalo < 0.1 || intervalo > 60) {
        throw new UsageError(`${usage} (intervalo de 0,1 a 60 segundos)`)
      }
      const forced = options(args, 'azar').map((value) => forcedAward(value, usage))
      await runLive(client, Math.round(intervalo * 1000), forced)
      return
    }
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
