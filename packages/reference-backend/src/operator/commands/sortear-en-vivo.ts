import { formatDateTime } from '@loteria/contract/format'
import { parseResult } from '../../draws/results'
import type { OperatorClient } from '../client'
import { followLiveDraw } from './live-follow'
import { printPlay } from './print-result'

// `sortear --en-vivo`: starts the open draw live, prints each ball as it is called, then the
// result, and publishes it (the site revalidates results and winners at once).

interface LiveStart {
  sorteoId: number
  identificador: string
  intervaloMs: number
}

export async function runLive(
  client: OperatorClient,
  intervaloMs: number,
  forced: { numero: string; premio: number | string }[],
): Promise<void> {
  const { mensaje, datos } = await client.postForData<LiveStart>('sorteos/en-vivo', {
    intervaloMs,
    ...(forced.length > 0 ? { premiosAzar: forced } : {}),
  })
  console.log(`${datos.identificador}: ${mensaje}`)
  await followLiveDraw(client, datos.sorteoId)
  const published = await client.postForData<{
    sorteo: { identificador: string; fecha: string }
    resultado: string | null
    siguiente: { identificador: string; fecha: string } | null
  }>('sorteos/en-vivo/publicar')
  console.log('')
  const { sorteo, resultado, siguiente } = published.datos
  console.log(`${sorteo.identificador} (${formatDateTime(sorteo.fecha)})`)
  if (resultado) for (const play of parseResult(resultado)) printPlay(play)
  console.log('')
  console.log(published.mensaje)
  if (siguiente) {
    console.log(`Sorteo abierto: ${siguiente.identificador} (${formatDateTime(siguiente.fecha)}).`)
  }
}
