import { UsageError, positional, type Command } from './command'

// A reminder before the close of sales, now (the site sends both on time itself).

const USAGE = 'recordatorios <24h|2h>'

export const recordatorios: Command = {
  name: 'recordatorios',
  usage: '<24h|2h>',
  description: 'Envía ya el recordatorio de elegir cartón a cada pack que todavía no lo tiene.',
  async run(args, client) {
    const [aviso] = positional(args)
    if (aviso !== '24h' && aviso !== '2h') throw new UsageError(USAGE)
    const { mensaje, datos } = await client.postForData<{ sorteoId: number }>(
      'sorteos/recordatorios',
      { aviso },
    )
    console.log(`Sorteo N° ${datos.sorteoId}: ${mensaje}`)
  },
}
