import fs from 'node:fs'
import path from 'node:path'
import { voucherPng } from '../../prizes/voucher-image'
import { OperatorError } from '../client'
import { idArgument, option, positional, type Command } from './command'

export const procesarCobro: Command = {
  name: 'procesar-cobro',
  usage: '<id> [--comprobante archivo.png|.jpg|.pdf]',
  description:
    'Marca una solicitud de cobro como pagada (PROCESADA) con su comprobante; sin archivo, genera uno PNG de demostración. Avisa al jugador por correo.',
  async run(args, client) {
    const id = idArgument(positional(args)[0], `${this.name} ${this.usage}`)
    const file = option(args, 'comprobante')
    let bytes: Buffer
    let name: string
    if (file) {
      try {
        bytes = fs.readFileSync(file)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new OperatorError(`No se pudo leer ${file} (${reason}).`)
      }
      name = path.basename(file)
    } else {
      bytes = voucherPng(id)
      name = `comprobante-${id}.png`
    }
    const form = new FormData()
    // The backend judges the file by its bytes, not by this type.
    form.append('comprobante', new Blob([new Uint8Array(bytes)]), name)
    const mensaje = await client.postForm(`solicitudes-cobro/${id}/procesar`, form)
    console.log(`${mensaje} (#${id}, comprobante ${file ? name : 'generado'}).`)
  },
}
