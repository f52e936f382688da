import { formatDateTime } from '@loteria/contract/format'
import { option, positional, type Command } from './command'

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
      console.log(para ? `No hay correos para ${para}.` : 'No hay correos.')
      return
    }
    for (const row of rows) {
      console.log(`#${row.id}  ${formatDateTime(row.creadoEn)}  para ${row.para}`)
      console.log(`Asunto: ${row.asunto}`)
      if (row.enlace) console.log(`Enlace: ${row.enlace}`)
      console.log(row.cuerpo.replace(/^/gm, '  '))
      console.log('')
    }
  },
}
