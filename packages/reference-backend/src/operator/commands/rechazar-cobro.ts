import { idArgument, option, positional, UsageError, type Command } from './command'

export const rechazarCobro: Command = {
  name: 'rechazar-cobro',
  usage: '<id> --motivo "texto"',
  description:
    'Rechaza una solicitud de cobro con el motivo que verá el jugador (por correo y en Mis premios, donde el premio vuelve a estar disponible para cobrar).',
  async run(args, client) {
    const usage = `${this.name} ${this.usage}`
    const id = idArgument(positional(args)[0], usage)
    const motivo = option(args, 'motivo')?.trim()
    if (!motivo) throw new UsageError(usage)
    const mensaje = await client.post(`solicitudes-cobro/${id}/rechazar`, { motivo })
    console.log(`${mensaje} (#${id}).`)
  },
}
