import type { Command } from './command'

interface Closed {
  sorteoId: number
  elegidos: { numero: string; suscripcionId: number }[]
  esperan: number
}

// The close of sales by hand (the site closes them itself at 18:00 of the draw's day).

export const cierre: Command = {
  name: 'cierre',
  usage: '',
  description:
    'Cierra ya las ventas del sorteo abierto: elige el cartón de cada pack que no lo tiene.',
  async run(_args, client) {
    const { mensaje, datos } = await client.postForData<Closed>('sorteos/cierre')
    console.log(`Sorteo N° ${datos.sorteoId}: ${mensaje}`)
    for (const card of datos.elegidos) {
      console.log(`  pack #${card.suscripcionId}: cartón N° ${card.numero}`)
    }
  },
}
