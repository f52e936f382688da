import { formatDateTime, formatGs } from '@loteria/contract/format'
import { option, type Command } from './command'
import { visible } from '../terminal'

interface PurchaseRow {
  id: number
  email: string
  pack: string
  medioPago: string
  medioPagoNombre: string
  monto: number
  estado: string
  mensaje: string
  sorteoId: number
  cartones: string[]
  creadoEn: string
}

export const compras: Command = {
  name: 'compras',
  usage: '[--usuario email]',
  description: 'Lista las compras (cada intento de pago), de la más nueva a la más vieja.',
  async run(args, client) {
    const usuario = option(args, 'usuario')
    const rows = await client.get<PurchaseRow[]>('compras', { usuario })
    if (rows.length === 0) {
      console.log(usuario ? `No hay compras de ${usuario}.` : 'No hay compras.')
      return
    }
    for (const row of rows) {
      console.log(
        `#${row.id}  ${formatDateTime(row.creadoEn)}  ${visible(row.email)}  ${row.pack}  ${row.medioPago}  ${formatGs(row.monto)}  ${row.estado}`,
      )
      console.log(`      Sorteo N° ${row.sorteoId}  cartones: ${row.cartones.join(', ')}`)
      if (row.mensaje) console.log(`      ${visible(row.mensaje)}`)
    }
    console.log(`${rows.length} compra${rows.length === 1 ? '' : 's'}.`)
  },
}
