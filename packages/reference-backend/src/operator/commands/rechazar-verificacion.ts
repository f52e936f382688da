import { idArgument, positional, UsageError, type Command } from './command'

export const rechazarVerificacion: Command = {
  name: 'rechazar-verificacion',
  usage: '<id> <observacion>',
  description: 'Rechaza una solicitud pendiente con el motivo que verá el jugador.',
  async run(args, client) {
    const usage = `${this.name} ${this.usage}`
    const [rawId, ...words] = positional(args)
    const id = idArgument(rawId, usage)
    const observacion = words.join(' ').trim()
    if (!observacion) throw new UsageError(usage)
    const mensaje = await client.post(`verificaciones/${id}/rechazar`, { observacion })
    console.log(`${mensaje} (#${id}).`)
  },
}
