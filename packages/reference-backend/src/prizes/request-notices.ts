import { eq } from 'drizzle-orm'
import { formatGs } from '@loteria/contract/format'
import { findUser } from '../accounts/users'
import type { Executor } from '../db/executor'
import { premios } from '../db/schema'
import { identificador } from '../draws/calendar'
import { sendMail } from '../mail'
import type { MovedRequest } from './request-moves'

// The player hears by e-mail when a collection request is paid or rejected.

async function notify(db: Executor, request: MovedRequest, asunto: string, lines: string[]) {
  const user = await findUser(db, request.userId)
  if (!user) return
  await sendMail(db, {
    para: user.email,
    asunto,
    cuerpo: [`Hola, ${user.nombre}:`, '', ...lines].join('\n'),
  })
}

async function prizeOf(db: Executor, request: MovedRequest): Promise<string> {
  const [prize] = await db
    .select({ numeroCarton: premios.numeroCarton, sorteoId: premios.sorteoId })
    .from(premios)
    .where(eq(premios.id, request.premioId))
  return prize
    ? `del cartón N° ${prize.numeroCarton} (${identificador(prize.sorteoId)})`
    : `N° ${request.premioId}`
}

export async function noticeProcessed(db: Executor, request: MovedRequest) {
  const how = request.tipoSolicitud === 'GIRO' ? 'giro' : 'transferencia'
  await notify(db, request, 'Pagamos tu premio', [
    `Procesamos tu solicitud de cobro del premio ${await prizeOf(db, request)}.`,
    `Enviamos ${formatGs(request.totalAcobrar)} por ${how} a ${request.entidad}, destino ${request.destino}.`,
    'El comprobante está en Mi Cuenta, Solicitud de Cobros.',
  ])
}

export async function noticeRejected(db: Executor, request: MovedRequest, motivo: string) {
  await notify(db, request, 'No pudimos pagar tu premio', [
    `Revisamos tu solicitud de cobro del premio ${await prizeOf(db, request)} y no pudimos pagarla.`,
    `Motivo: ${motivo}`,
    'Podés volver a cobrarlo desde Mi Cuenta, Mis Premios, con los datos corregidos, o acercarte a nuestras oficinas con tu cartón y tu documento de identidad.',
  ])
}
