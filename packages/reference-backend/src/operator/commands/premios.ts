import { formatDateTime } from '@loteria/contract/format'
import { prizeText } from '../../draws/card-check'
import { option, type Command } from './command'
import { visible } from '../terminal'

interface PrizeRow {
  id: number
  email: string
  sorteoId: number
  numeroCarton: string
  jugada: string
  aciertos: number | null
  premio: number | string
  descuentoFiscal: number
  total: number
  estado: string
  canjear: boolean
  creadoEn: string
}

export const premios: Command = {
  name: 'premios',
  usage: '[--email correo]',
  description: 'Lista los premios registrados a los jugadores, del más nuevo al más viejo.',
  async run(args, client) {
    const email = option(args, 'email')
    const rows = await client.get<PrizeRow[]>('premios', { email })
    if (rows.length === 0) {
      console.log(email ? `${email} no tiene premios.` : 'No hay premios.')
      return
    }
    for (const row of rows) {
      const hits = row.aciertos === null ? '' : ` con ${row.aciertos} aciertos`
      const net =
        typeof row.premio === 'number'
          ? `  (descuento ${prizeText(row.descuentoFiscal)}, total ${prizeText(row.total)})`
          : ''
      console.log(
        `#${row.id}  ${row.estado.padEnd(16)}  ${formatDateTime(row.creadoEn)}  ${visible(row.email)}  Sorteo N° ${row.sorteoId}  cartón ${row.numeroCarton}`,
      )
      console.log(
        `      ${row.jugada}${hits}: ${prizeText(row.premio)}${net}${row.canjear ? '  [canjeable]' : ''}`,
      )
    }
    console.log(`${rows.length} premio${rows.length === 1 ? '' : 's'}.`)
  },
}
