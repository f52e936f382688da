import { idArgument, positional, type Command } from './command'

export const aprobarVerificacion: Command = {
  name: 'aprobar-verificacion',
  usage: '<id>',
  description: 'Aprueba una solicitud pendiente: el jugador queda verificado.',
  async run(args, client) {
    const id = idArgument(positional(args)[0], `${this.name} ${this.usage}`)
    const mensaje = await client.post(`verificaciones/${id}/aprobar`)
    console.log(`${mensaje} (#${id}).`)
  },
}
