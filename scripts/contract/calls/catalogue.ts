import {
  listOf,
  packListSchema,
  PAYMENT_METHOD_CODES,
  paymentEntityListSchema,
  paymentMethodListSchema,
  pushKeySchema,
  selfExclusionPeriodSchema,
} from '@loteria/contract'
import type { Context } from '../context'
import { datos, rule } from '../rules'

// The public lists behind buying, claiming and self-exclusion (docs/contract.md "buying",
// "prizes", "alerts"; docs/reference-backend.md "Accounts").

export async function checkCatalogue(context: Context) {
  const { suite, open } = context
  await suite.check('GET rest/packs', async () => {
    const packs = datos(await open.call('GET', 'rest/packs'), packListSchema, 'packListSchema')
    rule(packs.length > 0, 'no hay packs a la venta')
    const ids = packs.map((pack) => pack.id)
    rule(
      ids.every((id, i) => i === 0 || id > ids[i - 1]!),
      'los packs no van por id ascendente',
    )
    return 'packListSchema, id ascendente'
  })
  await suite.check('GET rest/medios-pago', async () => {
    const methods = datos(
      await open.call('GET', 'rest/medios-pago'),
      paymentMethodListSchema,
      'paymentMethodListSchema',
    )
    const known: readonly string[] = PAYMENT_METHOD_CODES
    const unknown = methods.find((method) => !known.includes(method.codigo))
    rule(!unknown, `codigo "${unknown?.codigo}" no es uno de ${PAYMENT_METHOD_CODES.join(', ')}`)
    return 'paymentMethodListSchema, códigos del contrato'
  })
  await suite.check('GET rest/tiempo-autoexclusion/listar', async () => {
    datos(
      await open.call('GET', 'rest/tiempo-autoexclusion/listar'),
      listOf(selfExclusionPeriodSchema),
      'selfExclusionPeriodSchema',
    )
    return 'selfExclusionPeriodSchema'
  })
  await suite.check('GET rest/solicitud/entidades', async () => {
    datos(
      await open.call('GET', 'rest/solicitud/entidades'),
      paymentEntityListSchema,
      'paymentEntityListSchema',
    )
    return 'paymentEntityListSchema'
  })
  await suite.check('GET rest/push/clave-publica', async () => {
    datos(await open.call('GET', 'rest/push/clave-publica'), pushKeySchema, 'pushKeySchema')
    return 'pushKeySchema'
  })
}
