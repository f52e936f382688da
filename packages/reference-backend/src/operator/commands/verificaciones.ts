import { formatDateTime } from '@loteria/contract/format'
import { option, type Command } from './command'
import { visible } from '../terminal'

interface VerificationRow {
  id: number
  idUsuario: number
  email: string
  nombre: string
  fecha: string
  estado: string
  observacion: string
}

export const verificaciones: Command = {
  name: 'verificaciones',
  usage: '[--estado PENDIENTE|APROBADA|RECHAZADA|TODAS]',
  description: 'Lista las solicitudes de verificación de identidad (por defecto, las pendientes).',
  async run(args, client) {
    const estado = (option(args, 'estado') ?? 'PENDIENTE').toUpperCase()
    const rows = await client.get<VerificationRow[]>('verificaciones', {
      estado: estado === 'TODAS' ? undefined : estado,
    })
    if (rows.length === 0) {
      console.log(
        estado === 'TODAS' ? 'No hay solicitudes.' : `No hay solicitudes en estado ${estado}.`,
      )
      return
    }
    for (const row of rows) {
      console.log(
        `#${row.id}  ${row.estado.padEnd(9)}  ${formatDateTime(row.fecha)}  ${visible(row.nombre)} <${visible(row.email)}> (jugador ${row.idUsuario})`,
      )
      if (row.observacion) console.log(`      Observación: ${visible(row.observacion)}`)
    }
    console.log(`${rows.length} solicitud${rows.length === 1 ? '' : 'es'}.`)
    console.log('Documentos: GET /servicios/operador/verificaciones/<id>/documentos/<0|1|2>')
  },
}
