import { findProfile, findUser, updateProfile } from '../accounts/users'
import { account, refuseForeignUser } from '../auth/require-session'
import { bodyError, readJson } from '../body'
import { message, notFound, ok, refuse } from '../http'
import type { Routes } from '../router'
import { validateProfile } from '../validation/profile'

// The player's own profile and verification state (docs/product.md §7, "Account").

export const profileRoutes: Routes = {
  'GET rest/usuarios/:id': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.id)
    if (foreign) return foreign
    const profile = await findProfile(db, session.userId)
    return profile ? ok(profile) : notFound()
  }),

  'PUT rest/usuarios': account(async ({ db, request, session }) => {
    const body = await readJson(request)
    if (!body.ok) return bodyError(body.reason)
    const id = (body.value as { id?: unknown } | null)?.id
    const foreign = refuseForeignUser(session, id)
    if (foreign) return foreign
    const checked = await validateProfile(db, body.value)
    if (!checked.ok) return refuse(checked.mensaje)
    const { id: _id, ...changes } = checked.data
    await updateProfile(db, session.userId, changes)
    return message('Datos actualizados correctamente', {
      datos: await findProfile(db, session.userId),
    })
  }),

  'GET rest/usuario-estado/usuario-validado/:id': account(async ({ db, params, session }) => {
    const foreign = refuseForeignUser(session, params.id)
    if (foreign) return foreign
    const user = await findUser(db, session.userId)
    return user ? ok({ validado: user.validado, verificado: user.verificado }) : notFound()
  }),
}
