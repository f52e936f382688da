import { firstMessage, type ProfileChanges, profileUpdateSchema } from '@loteria/contract'
import type { Executor } from '../db/executor'
import { checkPlace } from './geography'
import type { Checked } from './registration'

// PUT rest/usuarios: the contract's editable fields, then the place they name must exist.

export async function validateProfile(
  db: Executor,
  body: unknown,
): Promise<Checked<ProfileChanges>> {
  const parsed = profileUpdateSchema.safeParse(body)
  if (!parsed.success) return { ok: false, mensaje: firstMessage(parsed.error) }
  const place = await checkPlace(db, parsed.data.codigoDepartamento, parsed.data.codigoCiudad)
  return place ? { ok: false, mensaje: place } : { ok: true, data: parsed.data }
}
