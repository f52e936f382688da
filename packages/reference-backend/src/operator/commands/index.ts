import { aprobarVerificacion } from './aprobar-verificacion'
import { ayuda } from './ayuda'
import { cierre } from './cierre'
import type { Command } from './command'
import { compras } from './compras'
import { contactos } from './contactos'
import { correos } from './correos'
import { enviarCobro } from './enviar-cobro'
import { ganadoresSorteo } from './ganadores-sorteo'
import { juegoResponsable } from './juego-responsable'
import { premios } from './premios'
import { procesarCobro } from './procesar-cobro'
import { rechazarCobro } from './rechazar-cobro'
import { recordatorios } from './recordatorios'
import { rechazarVerificacion } from './rechazar-verificacion'
import { sortear } from './sortear'
import { solicitudesCobro } from './solicitudes-cobro'
import { sorteos } from './sorteos'
import { verificaciones } from './verificaciones'

// Every CLI command. A new one is a file under commands/ and one line here.

export const commands: Command[] = [
  verificaciones,
  aprobarVerificacion,
  rechazarVerificacion,
  correos,
  sortear,
  cierre,
  recordatorios,
  sorteos,
  ganadoresSorteo,
  contactos,
  compras,
  juegoResponsable,
  premios,
  solicitudesCobro,
  enviarCobro,
  procesarCobro,
  rechazarCobro,
  ayuda(() => commands),
]
