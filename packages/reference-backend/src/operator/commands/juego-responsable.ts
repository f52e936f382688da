import { formatDateTime, formatGs } from '@loteria/contract/format'
import { option, UsageError, type Command } from './command'
import { visible } from '../terminal'

interface Limit {
  periodo: string
  monto: number | null
  gastado: number
  pendiente: { monto: number | null; desde: string } | null
}

interface Answer {
  email: string
  ahora: string
  limites: Limit[]
  pausaHasta: string | null
  controlRealidad: { minutos: number }
  pausas: { dias: number; desde: string; hasta: string }[]
  auditoria: { accion: string; detalle: string; sesion: string; ip: string; creadoEn: string }[]
}

const NAMES: Record<string, string> = { dia: 'Diario', semana: 'Semanal', mes: 'Mensual' }
const amount = (monto: number | null) => (monto === null ? 'sin límite' : formatGs(monto))

export const juegoResponsable: Command = {
  name: 'juego-responsable',
  usage: '--usuario email',
  description:
    'Muestra los límites, las pausas y los cambios registrados (auditoría) de un jugador.',
  async run(args, client) {
    const usuario = option(args, 'usuario')
    if (!usuario) throw new UsageError('Indicá el jugador: --usuario email')
    const data = await client.get<Answer>('juego-responsable', { usuario })
    console.log(`${visible(data.email)}  (hora del jugador: ${formatDateTime(data.ahora)})`)
    console.log('Límites:')
    for (const limit of data.limites) {
      const pending = limit.pendiente
        ? `  pendiente: ${amount(limit.pendiente.monto)} desde ${formatDateTime(limit.pendiente.desde)}`
        : ''
      console.log(
        `  ${NAMES[limit.periodo] ?? limit.periodo}: ${amount(limit.monto)}, gastado ${formatGs(limit.gastado)}${pending}`,
      )
    }
    console.log(
      `Aviso de tiempo: ${data.controlRealidad.minutos === 0 ? 'desactivado' : `cada ${data.controlRealidad.minutos} minutos`}`,
    )
    console.log(
      data.pausaHasta ? `En pausa hasta ${formatDateTime(data.pausaHasta)}.` : 'Sin pausa activa.',
    )
    for (const pause of data.pausas) {
      console.log(
        `  Pausa de ${pause.dias} día(s): ${formatDateTime(pause.desde)} → ${formatDateTime(pause.hasta)}`,
      )
    }
    console.log(`Auditoría (${data.auditoria.length}):`)
    for (const entry of data.auditoria) {
      console.log(
        `  ${formatDateTime(entry.creadoEn)}  ${entry.accion}  ${visible(entry.detalle)}  sesión ${entry.sesion}  ${entry.ip ? visible(entry.ip) : 'dirección desconocida'}`,
      )
    }
  },
}
