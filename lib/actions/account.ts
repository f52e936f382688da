'use server'

import { selfExcludedPath } from '@/lib/responsible-play/self-exclusion-end'
import { getTranslations } from 'next-intl/server'
import { runAccountAction } from '@/lib/actions/account-action'
import { fieldErrors } from '@/lib/actions/errors'
import type { ActionResult } from '@/lib/actions/result'
import * as account from '@/lib/backend/account'
import { BackendError, BackendUnavailableError } from '@/lib/backend/errors'
import { logout } from '@/lib/session/logout'
import { profileSchema, selfExclusionSchema } from '@/lib/validation/account'

/** EDITAR PERFIL: only the editable fields come from the form; the rest from the backend's profile. */
export async function updateProfileAction(input: unknown): Promise<ActionResult> {
  const t = await getTranslations()
  const parsed = profileSchema.safeParse(input)
  if (!parsed.success) {
    return {
      ok: false,
      message: t('Validation.profileInvalid'),
      fieldErrors: await fieldErrors(parsed.error),
    }
  }
  return runAccountAction(async (credentials, user) => {
    const current = await account.readProfile(credentials, user.id)
    try {
      await account.updateProfile(credentials, {
        ...current,
        ...parsed.data,
        id: user.id,
        codigoDepartamento: Number(parsed.data.codigoDepartamento),
        codigoCiudad: Number(parsed.data.codigoCiudad),
        // docs/product.md §5: the birth date is sent as the part before the first space.
        fechaNacimiento: current.fechaNacimiento.split(' ')[0] ?? '',
      })
    } catch (error) {
      if (
        error instanceof BackendError &&
        !(error instanceof BackendUnavailableError) &&
        error.status === 200
      ) {
        return { ok: false, message: t('Messages.profileError') }
      }
      throw error
    }
    return {
      ok: true,
      message: t('Messages.profileSaved'),
      redirectTo: '/mi-cuenta/datos-personales',
    }
  })
}

/** CONFIRMAR AUTOEXCLUSIÓN: blocks the account for the chosen period and ends the session. */
export async function selfExcludeAction(input: unknown): Promise<ActionResult> {
  const parsed = selfExclusionSchema.safeParse(input)
  if (!parsed.success) {
    const t = await getTranslations('Validation')
    return { ok: false, message: t('autoexclusionTiempo') }
  }
  const result = await runAccountAction<undefined>(async (credentials, user) => {
    const mensaje = await account.selfExclude(credentials, user.id, Number(parsed.data.idTiempo))
    // Its own confirmation, never the home's offers (lib/responsible-play/self-exclusion-end.ts).
    return { ok: true, message: mensaje, redirectTo: selfExcludedPath(mensaje) }
  })
  if (result.ok) await logout()
  return result
}
