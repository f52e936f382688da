import { prizeText } from '../../draws/card-check'
import type { WinningCard } from '../../draws/prizes'
import { idArgument, positional, type Command } from './command'

export const ganadoresSorteo: Command = {
  name: 'ganadores-sorteo',
  usage: '<id>',
  description: 'Lista los cartones ganadores de un sorteo ejecutado, con su jugada y premio.',
  async run(args, client) {
    const id = idArgument(positional(args)[0], `${this.name} ${this.usage}`)
    const rows = await client.get<WinningCard[]>(`sorteos/${id}/cartones-ganadores`)
    for (const row of rows) {
      const aciertos = row.aciertos === null ? '' : ` ${row.aciertos} aciertos`
      console.log(`Cartón ${row.numero}  ${row.jugada}${aciertos}  ${prizeText(row.premio)}`)
    }
    console.log(`${rows.length} premio${rows.length === 1 ? '' : 's'}.`)
  },
}
