import { z } from 'zod'
import {
  cardDetailSchema,
  collectionRequestItemSchema,
  listOf,
  movementSchema,
  myCardsSchema,
  myLiveCardsSchema,
  myPackSchema,
  pendingExchangesSchema,
  packAlertPreferencesSchema,
  packNoticeListSchema,
  packSubscriptionSchema,
  pageOf,
  prizeGroupListSchema,
  prizeNoticeListSchema,
  profileSchema,
  pushSubscriptionStateListSchema,
  reservationSchema,
  responsiblePlaySchema,
  sessionRecordSchema,
  statementSchema,
  userStateSchema,
  verificationRecordSchema,
  voucherListSchema,
  walletListSchema,
} from '@loteria/contract'
import type { Context, Player } from '../context'
import { datos, newestFirst, refusedWith, rule } from '../rules'

// The test player's own reads (--writes: they need a login), each parsed with the schema the site
// reads it with (lib/backend/*.ts), with the order and paging the pages rely on.

async function read<S extends z.ZodType>(
  player: Player,
  path: string,
  schema: S,
  name: string,
  query: Record<string, string | number> = {},
): Promise<z.output<S>> {
  return datos(await player.client.call('GET', path, { query }), schema, name)
}

export async function checkPlayerReads(context: Context) {
  const { suite, player } = context
  if (!player) return
  const u = player.userId
  const simple: [string, string, z.ZodType, string][] = [
    ['GET rest/usuarios/{id}', `rest/usuarios/${u}`, profileSchema, 'profileSchema'],
    [
      'GET rest/usuario-estado/usuario-validado/{id}',
      `rest/usuario-estado/usuario-validado/${u}`,
      userStateSchema,
      'userStateSchema',
    ],
    [
      'GET rest/ticket/recordatorio-ver-cartones/{id}',
      `rest/ticket/recordatorio-ver-cartones/${u}`,
      listOf(packSubscriptionSchema),
      'packSubscriptionSchema',
    ],
    [
      'GET rest/ticket/recordatorio-elegir-cartones/{id}',
      `rest/ticket/recordatorio-elegir-cartones/${u}`,
      listOf(packSubscriptionSchema),
      'packSubscriptionSchema',
    ],
    [
      'GET rest/medio-pago-usuario/listar/{userId}/1',
      `rest/medio-pago-usuario/listar/${u}/1`,
      walletListSchema,
      'walletListSchema',
    ],
    [
      'GET rest/ticket/canjes-pendientes/{userId}',
      `rest/ticket/canjes-pendientes/${u}`,
      pendingExchangesSchema,
      '{ cantidad, sorteoId }',
    ],
    ['GET rest/reservas/{userId}', `rest/reservas/${u}`, reservationSchema, 'reservationSchema'],
    [
      'GET rest/avisos/premios/{userId}',
      `rest/avisos/premios/${u}`,
      prizeNoticeListSchema,
      'prizeNoticeListSchema',
    ],
    [
      'GET rest/push/suscripciones/{userId}',
      `rest/push/suscripciones/${u}`,
      pushSubscriptionStateListSchema,
      'pushSubscriptionStateListSchema',
    ],
    [
      'GET rest/juego-responsable/{userId}',
      `rest/juego-responsable/${u}`,
      responsiblePlaySchema,
      'responsiblePlaySchema',
    ],
    [
      'GET rest/juego-responsable/{userId}/extracto',
      `rest/juego-responsable/${u}/extracto`,
      statementSchema,
      'statementSchema',
    ],
    [
      'GET rest/sorteos/en-vivo/mis-cartones',
      'rest/sorteos/en-vivo/mis-cartones',
      myLiveCardsSchema,
      'myLiveCardsSchema',
    ],
    [
      'GET rest/packs/avisos/{userId}',
      `rest/packs/avisos/${u}`,
      packAlertPreferencesSchema,
      'packAlertPreferencesSchema',
    ],
  ]
  for (const [call, path, schema, name] of simple) {
    await suite.check(call, async () => {
      await read(player, path, schema, name)
      return name
    })
  }
  const newest: [string, string, z.ZodType<{ [key: string]: unknown }[]>, string, string][] = [
    [
      'GET rest/solicitud/verificaciones/{userId}',
      `rest/solicitud/verificaciones/${u}`,
      listOf(verificationRecordSchema),
      'verificationRecordSchema',
      'fecha',
    ],
    [
      'GET rest/usuarios/mis-premios/{userId}',
      `rest/usuarios/mis-premios/${u}`,
      prizeGroupListSchema,
      'prizeGroupListSchema',
      'fechaSorteo',
    ],
    [
      'GET rest/packs/mis-packs/{userId}',
      `rest/packs/mis-packs/${u}`,
      listOf(myPackSchema),
      'myPackSchema',
      '',
    ],
    [
      'GET rest/avisos/packs/{userId}',
      `rest/avisos/packs/${u}`,
      packNoticeListSchema,
      'packNoticeListSchema',
      '',
    ],
  ]
  for (const [call, path, schema, name, field] of newest) {
    await suite.check(call, async () => {
      const list = await read(player, path, schema, name)
      if (!field) return name
      newestFirst(list, field, 'datos')
      return `${name}, el más nuevo primero`
    })
  }
  await suite.check('GET rest/ticket/mis-cartones/{userId}', async () => {
    const groups = await read(
      player,
      `rest/ticket/mis-cartones/${u}`,
      myCardsSchema,
      'myCardsSchema',
    )
    newestFirst(groups, 'fechaSorteo', 'datos')
    context.myCard = groups.flatMap((group) => group.numeroCarton)[0]?.id
    return 'myCardsSchema, el sorteo más nuevo primero'
  })
  const card = context.myCard
  if (card === undefined) {
    suite.skip('GET rest/ticket/info/{userId}/{cardId}', 'la cuenta de prueba no tiene cartones')
  } else
    await suite.check('GET rest/ticket/info/{userId}/{cardId}', async () => {
      await read(player, `rest/ticket/info/${u}/${card}`, cardDetailSchema, 'cardDetailSchema')
      return 'cardDetailSchema'
    })
  const pages: [string, string, z.ZodType, string, Record<string, string | number>][] = [
    [
      'GET rest/usuarios/mis-sesiones/',
      'rest/usuarios/mis-sesiones/',
      sessionRecordSchema,
      'sessionRecordSchema',
      { usuarioId: u, orden: 'desc' },
    ],
    [
      'GET rest/usuarios/mis-movimientos',
      'rest/usuarios/mis-movimientos',
      movementSchema,
      'movementSchema',
      { idUsuario: u, orden: 'desc' },
    ],
    [
      'GET rest/solicitud/solicitudes-cobro-por-usuario',
      'rest/solicitud/solicitudes-cobro-por-usuario',
      collectionRequestItemSchema,
      'collectionRequestItemSchema',
      { idUsuario: u, orden: 'asc' },
    ],
  ]
  for (const [call, path, schema, name, query] of pages) {
    await suite.check(call, async () => {
      const page = await read(player, path, pageOf(schema), `pageOf(${name})`, {
        ...query,
        cantidad: 1,
        pagina: 1,
        indice: '',
      })
      rule(page.datos.length <= 1, `cantidad=1 respondió ${page.datos.length}`)
      rule(page.total >= page.datos.length, `total ${page.total} menor que la página`)
      return `pageOf(${name}), cantidad y total`
    })
  }
  await suite.check('GET rest/solicitud/descargar-comprobante/{sorteoId}', async () => {
    const drawId = context.pastDraws[0]?.id ?? context.openDraw?.id
    await read(
      player,
      `rest/solicitud/descargar-comprobante/${drawId}`,
      voucherListSchema,
      'voucherListSchema',
    )
    return 'voucherListSchema'
  })
  await suite.check('GET rest/solicitud/descarga/{archivo}', async () => {
    refusedWith(
      await player.client.call('GET', 'rest/solicitud/descarga/comprobante-ajeno-999999999.png'),
      404,
    )
    return 'un comprobante que no es del jugador: 404'
  })
}
