import { idArgument, positional, type Command } from './command'

export const enviarCobro: Command = {
  name: 'enviar-cobro',
  usage: '<id>',
  description: 'Marca una solicitud de cobro pendiente como enviada a pago (COBRO_SOLICITADO).',
  async run(args, client) {
    const id = idArgument(positional(args)[0], `${this.name} ${this.usage}`)
    const mensaje = await client.post(`solicitudes-cobro/${id}/enviar`)
    console.log(`${mensaje} (#${id}).`)
  },
}
