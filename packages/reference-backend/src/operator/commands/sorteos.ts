import { formatDateTime } from '@loteria/contract/format'
import type { Command } from './command'

interface DrawRow {
  id: number
  identificador: string
  fecha: string
  estado: string
  ganadores: Record<string, number> | null
}

export const sorteos: Command = {
  name: 'sorteos',
  usage: '',
  description: 'Lista los sorteos, del más nuevo al más viejo, con sus ganadores por jugada.',
  async run(_args, client) {
    const rows = await client.get<DrawRow[]>('sorteos')
    for (const row of [...rows].reverse()) {
      const ganadores = row.ganadores
        ? Object.entries(row.ganadores)
            .map(([jugada, n]) => `${jugada} ${n}`)
            .join(', ')
        : 'sin resultado'
      console.log(`#${row.id}  ${row.estado.padEnd(8)}  ${formatDateTime(row.fecha)}  ${ganadores}`)
    }
  },
}
