import { z } from 'zod'
import { pageRecordListSchema } from '@loteria/contract'
import type { Answer, Method } from '../client'
import { UNKNOWN_ID, type Context } from '../context'
import { datos, envelope, refusal, refusedWith } from '../rules'

// The operator's calls (docs/contract.md; `Authorization: Bearer $OPERATOR_TOKEN`), only with
// --operator-token: without the token each is a 401; with it the lists are read, and every write
// is sent so that it is refused or finds nothing (an unknown request, a draw that is not the open
// one, an interval out of range), so no draw runs and nothing moves. The close of sales is never
// called: it would close the open draw's sales for every player.

const listSchema = z.array(z.record(z.string(), z.unknown()))
const UNKNOWN_REQUEST = `operador/solicitudes-cobro/${UNKNOWN_ID}`

/** Refused or not found: the call found nothing to do. */
function nothingDone(answer: Answer): string {
  if (answer.status === 404) return '404'
  refusal(answer, /\S/)
  return 'rechazo'
}

export async function checkOperator(context: Context) {
  const { suite, options, open } = context
  const token = options.operatorToken
  if (!token) return
  const call = (method: Method, path: string, body?: unknown) =>
    open.call(method, path, { body, headers: { authorization: `Bearer ${token}` } })
  const closed = async (method: Method, path: string) => {
    const answer = await open.call(method, path, {
      headers: { authorization: 'Bearer no-es-el-token' },
    })
    refusedWith(answer, 401)
  }
  const usuario = options.usuario ?? 'contrato-sin-cuenta@example.invalid'

  const reads: [string, string, z.ZodType, string][] = [
    [
      'GET operador/compras',
      `operador/compras?usuario=${encodeURIComponent(usuario)}`,
      listSchema,
      'una lista',
    ],
    [
      'GET operador/premios',
      `operador/premios?email=${encodeURIComponent(usuario)}`,
      listSchema,
      'una lista',
    ],
    ['GET operador/solicitudes-cobro', 'operador/solicitudes-cobro', listSchema, 'una lista'],
    [
      'GET operador/paginas/{clave}',
      'operador/paginas/empresa',
      pageRecordListSchema,
      'pageRecordListSchema',
    ],
  ]
  for (const [name, path, schema, what] of reads) {
    await suite.check(name, async () => {
      await closed('GET', path)
      datos(await call('GET', path), schema, what)
      return `${what}; sin el token, 401`
    })
  }
  await suite.check('GET operador/juego-responsable?usuario', async () => {
    const answer = await call(
      'GET',
      `operador/juego-responsable?usuario=${encodeURIComponent(usuario)}`,
    )
    envelope(answer, { error: !options.usuario })
    return options.usuario ? 'el estado de la cuenta de prueba' : 'un correo sin cuenta, rechazo'
  })
  if (!options.writes) {
    for (const name of WRITES) suite.skip(name, 'sin --writes')
    return
  }
  await suite.check(
    'POST operador/solicitudes-cobro/{id}/enviar',
    async () =>
      `una solicitud desconocida: ${nothingDone(await call('POST', `${UNKNOWN_REQUEST}/enviar`))}`,
  )
  await suite.check(
    'POST operador/solicitudes-cobro/{id}/procesar',
    async () =>
      `sin comprobante: ${nothingDone(await call('POST', `${UNKNOWN_REQUEST}/procesar`))}`,
  )
  await suite.check(
    'POST operador/solicitudes-cobro/{id}/rechazar',
    async () =>
      `una solicitud desconocida: ${nothingDone(await call('POST', `${UNKNOWN_REQUEST}/rechazar`, { motivo: 'contrato' }))}`,
  )
  await suite.check('POST operador/sorteos/ejecutar', async () => {
    refusal(await call('POST', 'operador/sorteos/ejecutar', { sorteoId: UNKNOWN_ID }), /\S/)
    return 'un sorteo que no es el abierto, rechazo: no se sortea'
  })
  await suite.check('POST operador/sorteos/en-vivo', async () => {
    refusal(await call('POST', 'operador/sorteos/en-vivo', { intervaloMs: 5 }), /\S/)
    return 'un intervalo fuera de rango, rechazo'
  })
  const live = await open.call('GET', 'rest/sorteos/en-vivo')
  const waiting =
    (live.json as { datos?: { estado?: string } } | undefined)?.datos?.estado === 'ESPERANDO'
  // With a live draw finished, the call would publish it: the operator's own step.
  if (!waiting) suite.skip('POST operador/sorteos/en-vivo/publicar', 'hay un sorteo en vivo')
  else
    await suite.check('POST operador/sorteos/en-vivo/publicar', async () => {
      refusal(await call('POST', 'operador/sorteos/en-vivo/publicar'), /\S/)
      return 'sin sorteo en vivo que publicar, rechazo'
    })
  suite.skip('POST operador/sorteos/cierre', 'nunca: cerraría las ventas del sorteo abierto')
  await suite.check('POST operador/sorteos/recordatorios', async () => {
    refusal(await call('POST', 'operador/sorteos/recordatorios', { aviso: '3h' }), /\S/)
    return 'un aviso desconocido, rechazo'
  })
  await suite.check('POST operador/reloj', async () => {
    const answer = await call('POST', 'operador/reloj', { usuario: 1 })
    return `un cuerpo inválido: ${nothingDone(answer)} (404 sin RELOJ_DE_PRUEBA)`
  })
  await suite.check('PUT operador/paginas/{clave}', async () => {
    refusal(await call('PUT', 'operador/paginas/empresa', [{ titulo: 1 }]), /\S/)
    return 'registros inválidos, rechazo'
  })
}

const WRITES = [
  'POST operador/solicitudes-cobro/{id}/enviar',
  'POST operador/solicitudes-cobro/{id}/procesar',
  'POST operador/solicitudes-cobro/{id}/rechazar',
  'POST operador/sorteos/ejecutar',
  'POST operador/sorteos/en-vivo',
  'POST operador/sorteos/en-vivo/publicar',
  'POST operador/sorteos/cierre',
  'POST operador/sorteos/recordatorios',
  'POST operador/reloj',
  'PUT operador/paginas/{clave}',
]
