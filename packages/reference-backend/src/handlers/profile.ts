import { profileSchema, userStateSchema } from '@loteria/contract'
import { findProfile, findUser, updateProfile } from '../accounts/users'
import { account, refuseForeignUser } from '../auth/require-session'
import { readChecked } from '../body'
import { message, notFound, ok } from '../http'
import type { Routes } from '../router'
import { validateProfile } from '../validation/profile'

// The player's own profile and verification state (docs/product.md §7, "Account").

export const profileRoutes: Routes = {
  'GET rest/usuarios/:id': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.id)
    if (foreign) return foreign
    const profile = await findProfile(db, session.userId)
    return profile ? ok(profileSchema, profile) : notFound()
  }),

  'PUT rest/usuarios': account(async ({ db, request, session }) => {
    const body = await readChecked(request, (raw) => validateProfile(db, raw), {
      before: (raw) => refuseForeignUser(session, (raw as { id?: unknown } | null)?.id),
    })
    if (!body.ok) return body.response
    const { id: _id, ...changes } = body.data
    await updateProfile(db, session.userId, changes)
    return message('Datos actualizados correctamente', {
      datos: await findProfile(db, session.userId),
    })
  }),

  'GET rest/usuario-estado/usuario-validado/:id': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.id)
    if (foreign) return foreign
    const user = await findUser(db, session.userId)
    return user
      ? ok(userStateSchema, { validado: user.validado, verificado: user.verificado })
      : notFound()
  }),
}
