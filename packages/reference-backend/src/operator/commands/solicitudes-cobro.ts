import { formatDateTime, formatGs } from '@loteria/contract/format'
import { option, type Command } from './command'
import { visible } from '../terminal'

interface RequestRow {
  id: number
  idUsuario: number
  email: string
  premioId: number
  numeroCarton: string
  sorteoId: number
  tipoSolicitud: string
  entidad: string
  destino: string
  moneda: string
  nombreApellido: string
  totalAcobrar: number
  estadoSolicitud: string
  motivo: string
  comprobante: string | null
  fechaEnvio: string
}

export const solicitudesCobro: Command = {
  name: 'solicitudes-cobro',
  usage: '[--estado PENDIENTE|COBRO_SOLICITADO|PROCESADA|RECHAZADA]',
  description: 'Lista las solicitudes de cobro de premios, de la más vieja a la más nueva.',
  async run(args, client) {
    const estado = option(args, 'estado')?.toUpperCase()
    const rows = await client.get<RequestRow[]>('solicitudes-cobro', { estado })
    if (rows.length === 0) {
      console.log(estado ? `No hay solicitudes en estado ${estado}.` : 'No hay solicitudes.')
      return
    }
    for (const row of rows) {
      console.log(
        `#${row.id}  ${row.estadoSolicitud.padEnd(16)}  ${formatDateTime(row.fechaEnvio)}  ${visible(row.nombreApellido)} <${visible(row.email)}>  ${formatGs(row.totalAcobrar)}`,
      )
      console.log(
        `      Cartón ${row.numeroCarton} (Sorteo N° ${row.sorteoId}, premio ${row.premioId})  ${row.tipoSolicitud} ${visible(row.entidad)} → ${visible(row.destino)} (${row.moneda})`,
      )
      if (row.motivo) console.log(`      Motivo: ${visible(row.motivo)}`)
      if (row.comprobante) console.log(`      Comprobante: ${row.comprobante}`)
    }
    console.log(`${rows.length} solicitud${rows.length === 1 ? '' : 'es'}.`)
  },
}
