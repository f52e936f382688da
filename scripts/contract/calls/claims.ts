import { UNKNOWN_ID, type Context } from '../context'
import { envelope, refusal, refusedWith, rule } from '../rules'

// Claiming a prize and the account's other forms (docs/contract.md "Backend contract: prizes",
// docs/reference-backend.md "Accounts on the embedded backend"), with --writes: only what the
// contract refuses with its Spanish message, so nothing is claimed, added, requested or blocked.

const PRIZE_NOT_FOUND = 'No encontramos ese premio en tu cuenta.'
const CHOOSE_PERIOD = 'Debes seleccionar el tiempo de autoexclusión'
const INVALID_LINE = 'Ingresá un número de línea válido, por ejemplo 0981123456.'

export async function checkClaims(context: Context) {
  const { suite, player } = context
  if (!player) return
  const u = player.userId
  const post = (path: string, body?: unknown) => player.client.call('POST', path, { body })
  await suite.check('POST rest/trx/pago/billetera/{userId}/{prizeId}/{walletId}', async () => {
    refusal(await post(`rest/trx/pago/billetera/${u}/${UNKNOWN_ID}/${UNKNOWN_ID}`), PRIZE_NOT_FOUND)
    return 'un premio ajeno o inexistente, rechazo'
  })
  await suite.check('POST rest/medio-pago-usuario', async () => {
    const answer = await post('rest/medio-pago-usuario', {
      medioPago: { id: 1 },
      usuario: { id: u },
      numero: '12',
    })
    refusal(answer, INVALID_LINE)
    return 'una línea inválida, rechazo'
  })
  await suite.check('POST rest/usuarios/envio-solicitud-cobro', async () => {
    const answer = await post('rest/usuarios/envio-solicitud-cobro', { idUsuario: u })
    const said = refusal(answer, /\S/)
    // docs/product.md §8: the collection request says its message in `datos` too.
    rule(envelope(answer, { error: true }).datos === said, 'datos no repite el mensaje del rechazo')
    return 'un formulario incompleto, rechazo con el mensaje en mensaje y datos'
  })
  await suite.check('POST rest/solicitud/solicitar-verificacion', async () => {
    const answer = await post('rest/solicitud/solicitar-verificacion', {
      idUsuario: u,
      codPais: 1,
      documentos: [],
    })
    // An upload refused before its body is read (docs/contract.md, "Refusals and HTTP errors").
    if (answer.status === 409) {
      refusedWith(answer, 409)
      return 'cuenta verificada o con una solicitud pendiente: 409 antes de leer el cuerpo'
    }
    refusal(answer, /\S/)
    return 'sin documentos, rechazo'
  })
  await suite.check('POST rest/bloqueo/autoexclusion', async () => {
    refusal(await post('rest/bloqueo/autoexclusion', { idUsuario: u }), CHOOSE_PERIOD)
    return 'sin el tiempo de autoexclusión, rechazo (nunca se autoexcluye)'
  })
}
