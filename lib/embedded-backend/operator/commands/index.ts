import { aprobarVerificacion } from './aprobar-verificacion'
import { ayuda } from './ayuda'
import type { Command } from './command'
import { correos } from './correos'
import { rechazarVerificacion } from './rechazar-verificacion'
import { verificaciones } from './verificaciones'

// Every CLI command. A new one is a file under commands/ and one line here.

export const commands: Command[] = [
  verificaciones,
  aprobarVerificacion,
  rechazarVerificacion,
  correos,
  ayuda(() => commands),
]
