import { formatDateTime } from '@loteria/contract/format'
import { option, type Command } from './command'
import { visible, visibleLines } from '../terminal'

interface ContactRow {
  id: number
  nombre: string
  email: string
  telefono: string
  mensaje: string
  creadoEn: string
}

export const contactos: Command = {
  name: 'contactos',
  usage: '[--cantidad N]',
  description: 'Muestra los mensajes del formulario de contacto, del más nuevo al más viejo.',
  async run(args, client) {
    const rows = await client.get<ContactRow[]>('contacto', { cantidad: option(args, 'cantidad') })
    if (rows.length === 0) {
      console.log('No hay mensajes.')
      return
    }
    for (const row of rows) {
      console.log(
        `#${row.id}  ${formatDateTime(row.creadoEn)}  ${visible(row.nombre)} <${visible(row.email)}>  ${visible(row.telefono)}`,
      )
      console.log(visibleLines(row.mensaje).replace(/^/gm, '  '))
      console.log('')
    }
  },
}
