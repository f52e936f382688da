import { z } from 'zod'
import type { Executor } from '../db/executor'
import { aceptarTerminos, code, firstMessage, flag, sexo, telefono, text } from './fields'
import { checkPlace } from './geography'
import type { Checked } from './registration'

// PUT rest/usuarios: only these fields change. E-mail, document, country and birth date may be in
// the body (the site sends the whole profile) and are dropped here: they are not editable.

const profileSchema = z.object(
  {
    id: code('La solicitud no es válida.'),
    nombre: text('Ingrese su Nombre.'),
    apellido: text('Ingrese su Apellido.'),
    direccionParticular: text('Ingrese su Direccion.', 200),
    telefono,
    sexo,
    codigoDepartamento: code('Ingrese su departamento.'),
    codigoCiudad: code('Ingrese su ciudad.'),
    aceptarTerminos,
    recibirNotificaciones: flag,
  },
  { error: 'La solicitud no es válida.' },
)

export type ProfileChanges = z.infer<typeof profileSchema>

export async function validateProfile(
  db: Executor,
  body: unknown,
): Promise<Checked<ProfileChanges>> {
  const parsed = profileSchema.safeParse(body)
  if (!parsed.success) return { ok: false, mensaje: firstMessage(parsed.error) }
  const place = await checkPlace(db, parsed.data.codigoDepartamento, parsed.data.codigoCiudad)
  return place ? { ok: false, mensaje: place } : { ok: true, data: parsed.data }
}
