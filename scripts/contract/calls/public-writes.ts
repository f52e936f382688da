import type { Context } from '../context'
import { envelope, refusal, rule } from '../rules'

// The public forms, with --writes: registration, password recovery and contact, each sent so that
// the contract refuses it (or, for recovery, answers the same whether the e-mail exists): no
// account is made, no mail reaches anyone, no message is stored.

const INVALID_LINK = 'El enlace no es válido o ya expiró.'
const INVALID_NAME = 'Ingrese un nombre y apellido válido.'

export async function checkPublicWrites(context: Context) {
  const { suite, open } = context
  await suite.check('POST rest/usuarios/agregar', async () => {
    refusal(
      await open.call('POST', 'rest/usuarios/agregar', {
        body: { email: 'contrato@example.invalid' },
      }),
      /\S/,
    )
    return 'un registro incompleto, rechazo con el primer mensaje'
  })
  await suite.check('POST rest/usuarios/reset', async () => {
    const body = envelope(
      await open.call('POST', 'rest/usuarios/reset', {
        body: { email: 'contrato-sin-cuenta@example.invalid' },
      }),
    )
    rule(Boolean(body.mensaje), 'sin mensaje')
    return 'un correo sin cuenta: el mismo mensaje'
  })
  await suite.check('POST rest/recuperar-pass?auth=', async () => {
    const answer = await open.call('POST', 'rest/recuperar-pass', {
      query: { auth: 'contrato-enlace-invalido' },
      body: { pass: 'clave-nueva' },
    })
    refusal(answer, INVALID_LINK)
    return 'un enlace inválido, rechazo'
  })
  await suite.check('POST rest/contacto/enviar', async () => {
    refusal(
      await open.call('POST', 'rest/contacto/enviar', {
        body: { nombre: '', email: 'x', telefono: '', mensaje: '', token: '' },
      }),
      INVALID_NAME,
    )
    return 'sin nombre, rechazo'
  })
}
