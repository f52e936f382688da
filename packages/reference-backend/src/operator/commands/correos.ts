import { formatDateTime } from '@loteria/contract/format'
import { option, positional, type Command } from './command'
import { visible, visibleLines } from '../terminal'

interface OutboxRow {
  id: number
  para: string
  asunto: string
  cuerpo: string
  enlace: string
  creadoEn: string
}

export const correos: Command = {
  name: 'correos',
  usage: '[email] [--cantidad N]',
  description: 'Muestra los correos enviados por el sitio, del más nuevo al más viejo.',
  async run(args, client) {
    const para = positional(args)[0]
    const rows = await client.get<OutboxRow[]>('correos', {
      para,
      cantidad: option(args, 'cantidad'),
    })
    if (rows.length === 0) {
      console.log(para ? `No hay correos para ${visible(para)}.` : 'No hay correos.')
      return
    }
    for (const row of rows) {
      console.log(`#${row.id}  ${formatDateTime(row.creadoEn)}  para ${visible(row.para)}`)
      console.log(`Asunto: ${visible(row.asunto)}`)
      if (row.enlace) console.log(`Enlace: ${visible(row.enlace)}`)
      console.log(visibleLines(row.cuerpo).replace(/^/gm, '  '))
      console.log('')
    }
  },
}
