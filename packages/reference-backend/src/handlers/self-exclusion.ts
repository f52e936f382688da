import { formatDate } from '@loteria/contract/format'
import {
  findSelfExclusionPeriod,
  selfExclude,
  selfExclusionPeriods,
} from '../accounts/self-exclusion'
import { findUser } from '../accounts/users'
import { expiredCookies, withCookies } from '../auth/cookies'
import { account, refuseForeignUser } from '../auth/require-session'
import { readBody } from '../body'
import { sendMail } from '../mail'
import { message, ok, refuse } from '../http'
import type { Routes } from '../router'
import {
  listOf,
  selfExclusionBlockSchema,
  selfExclusionPeriodSchema,
  VALIDATION_MESSAGES,
} from '@loteria/contract'

// Self-exclusion (docs/product.md §5): the player blocks their own account for a period. Until it
// ends they cannot log in; every open session is closed at once.

const CHOOSE_PERIOD = VALIDATION_MESSAGES.autoexclusionTiempo

const selfExclusionPeriodListSchema = listOf(selfExclusionPeriodSchema)

export const selfExclusionRoutes: Routes = {
  'GET rest/tiempo-autoexclusion/listar': async ({ db }) =>
    ok(selfExclusionPeriodListSchema, await selfExclusionPeriods(db)),

  'POST rest/bloqueo/autoexclusion': account(async ({ db, request, session }) => {
    const body = await readBody(request, selfExclusionBlockSchema, {
      before: (raw) => {
        const ids = raw as { idUsuario?: unknown; usuarioCreacion?: unknown } | null
        return refuseForeignUser(session, ids?.idUsuario, ids?.usuarioCreacion)
      },
    })
    if (!body.ok) return body.response
    const period = await findSelfExclusionPeriod(db, body.data.tiempoAutoexclusion.idTiempo)
    if (!period) return refuse(CHOOSE_PERIOD)

    const now = new Date()
    const hasta = await selfExclude(
      db,
      session.userId,
      period,
      { tipo: body.data.tipoBloqueo, descripcion: body.data.descripcionBloqueo ?? '' },
      now,
    )
    const user = await findUser(db, session.userId)
    if (user) {
      await sendMail(
        db,
        {
          para: user.email,
          asunto: 'Confirmación de autoexclusión',
          cuerpo: [
            `Hola, ${user.nombre}:`,
            '',
            `Registramos tu autoexclusión por ${period.descripcion}.`,
            `Tu cuenta queda bloqueada hasta el ${formatDate(hasta)}.`,
            'Si necesitás ayuda, escribinos: estamos para acompañarte.',
          ].join('\n'),
        },
        now,
      )
    }
    return withCookies(
      message(`Autoexclusión registrada. Tu cuenta queda bloqueada hasta el ${formatDate(hasta)}.`),
      expiredCookies(),
    )
  }),
}
