import type { Method } from '../client'

// Every account call (🔒) of docs/contract.md and docs/reference-backend.md: each needs the
// backend's session, so without one it is a 401 (docs/product.md §8: the site then ends its own
// session). `path` fills the ids: the test player's, a draw's, a card's.

interface Ids {
  userId: number
  drawId: number
}

export interface AccountCall {
  call: `${Method} ${string}`
  path: (ids: Ids) => string
}

export const ACCOUNT_CALLS: AccountCall[] = [
  { call: 'GET rest/usuarios/{id}', path: (i) => `rest/usuarios/${i.userId}` },
  { call: 'PUT rest/usuarios', path: () => 'rest/usuarios' },
  {
    call: 'GET rest/usuario-estado/usuario-validado/{id}',
    path: (i) => `rest/usuario-estado/usuario-validado/${i.userId}`,
  },
  {
    call: 'POST rest/solicitud/solicitar-verificacion',
    path: () => 'rest/solicitud/solicitar-verificacion',
  },
  {
    call: 'GET rest/solicitud/verificaciones/{userId}',
    path: (i) => `rest/solicitud/verificaciones/${i.userId}`,
  },
  { call: 'GET rest/usuarios/mis-sesiones/', path: () => 'rest/usuarios/mis-sesiones/' },
  { call: 'GET rest/usuarios/mis-movimientos', path: () => 'rest/usuarios/mis-movimientos' },
  { call: 'POST rest/bloqueo/autoexclusion', path: () => 'rest/bloqueo/autoexclusion' },
  {
    call: 'GET rest/ticket/recordatorio-ver-cartones/{id}',
    path: (i) => `rest/ticket/recordatorio-ver-cartones/${i.userId}`,
  },
  {
    call: 'GET rest/ticket/recordatorio-elegir-cartones/{id}',
    path: (i) => `rest/ticket/recordatorio-elegir-cartones/${i.userId}`,
  },
  {
    call: 'GET rest/ticket/listar/azar/{idsorteo}/{cantidad}',
    path: (i) => `rest/ticket/listar/azar/${i.drawId}/1`,
  },
  {
    call: 'GET rest/ticket/buscar/{idsorteo}',
    path: (i) => `rest/ticket/buscar/${i.drawId}?numero=1`,
  },
  { call: 'GET rest/ticket/{id}', path: () => 'rest/ticket/1' },
  { call: 'GET rest/reservas/{userId}', path: (i) => `rest/reservas/${i.userId}` },
  { call: 'PUT rest/reservas/{userId}/{ticketId}', path: (i) => `rest/reservas/${i.userId}/1` },
  { call: 'DELETE rest/reservas/{userId}/{ticketId}', path: (i) => `rest/reservas/${i.userId}/1` },
  { call: 'DELETE rest/reservas/{userId}', path: (i) => `rest/reservas/${i.userId}` },
  { call: 'POST rest/compras/{userId}', path: (i) => `rest/compras/${i.userId}` },
  { call: 'GET rest/compras/{userId}/{id}', path: (i) => `rest/compras/${i.userId}/1` },
  {
    call: 'GET rest/ticket/mis-cartones/{userId}',
    path: (i) => `rest/ticket/mis-cartones/${i.userId}`,
  },
  { call: 'GET rest/ticket/info/{userId}/{cardId}', path: (i) => `rest/ticket/info/${i.userId}/1` },
  {
    call: 'PUT rest/ticket/reservar-suscripcion/{userId}/{ticketId}/5/-10',
    path: (i) => `rest/ticket/reservar-suscripcion/${i.userId}/1/5/-10`,
  },
  {
    call: 'GET rest/usuarios/mis-premios/{userId}',
    path: (i) => `rest/usuarios/mis-premios/${i.userId}`,
  },
  {
    call: 'GET rest/medio-pago-usuario/listar/{userId}/1',
    path: (i) => `rest/medio-pago-usuario/listar/${i.userId}/1`,
  },
  { call: 'POST rest/medio-pago-usuario', path: () => 'rest/medio-pago-usuario' },
  {
    call: 'POST rest/trx/pago/billetera/{userId}/{prizeId}/{walletId}',
    path: (i) => `rest/trx/pago/billetera/${i.userId}/1/1`,
  },
  {
    call: 'POST rest/usuarios/envio-solicitud-cobro',
    path: () => 'rest/usuarios/envio-solicitud-cobro',
  },
  {
    call: 'GET rest/solicitud/solicitudes-cobro-por-usuario',
    path: () => 'rest/solicitud/solicitudes-cobro-por-usuario',
  },
  {
    call: 'GET rest/solicitud/descargar-comprobante/{sorteoId}',
    path: (i) => `rest/solicitud/descargar-comprobante/${i.drawId}`,
  },
  {
    call: 'GET rest/solicitud/descarga/{archivo}',
    path: () => 'rest/solicitud/descarga/comprobante-1.png',
  },
  {
    call: 'GET rest/ticket/canjes-pendientes/{userId}',
    path: (i) => `rest/ticket/canjes-pendientes/${i.userId}`,
  },
  { call: 'GET rest/avisos/premios/{userId}', path: (i) => `rest/avisos/premios/${i.userId}` },
  {
    call: 'POST rest/avisos/premios/{userId}/cerrar',
    path: (i) => `rest/avisos/premios/${i.userId}/cerrar`,
  },
  {
    call: 'GET rest/push/suscripciones/{userId}',
    path: (i) => `rest/push/suscripciones/${i.userId}`,
  },
  {
    call: 'PUT rest/push/suscripciones/{userId}',
    path: (i) => `rest/push/suscripciones/${i.userId}`,
  },
  {
    call: 'POST rest/push/suscripciones/{userId}/baja',
    path: (i) => `rest/push/suscripciones/${i.userId}/baja`,
  },
  {
    call: 'GET rest/juego-responsable/{userId}',
    path: (i) => `rest/juego-responsable/${i.userId}`,
  },
  {
    call: 'PUT rest/juego-responsable/{userId}/limites',
    path: (i) => `rest/juego-responsable/${i.userId}/limites`,
  },
  {
    call: 'DELETE rest/juego-responsable/{userId}/limites/{periodo}',
    path: (i) => `rest/juego-responsable/${i.userId}/limites/dia`,
  },
  {
    call: 'POST rest/juego-responsable/{userId}/pausa',
    path: (i) => `rest/juego-responsable/${i.userId}/pausa`,
  },
  {
    call: 'PUT rest/juego-responsable/{userId}/control-realidad',
    path: (i) => `rest/juego-responsable/${i.userId}/control-realidad`,
  },
  {
    call: 'GET rest/juego-responsable/{userId}/extracto',
    path: (i) => `rest/juego-responsable/${i.userId}/extracto`,
  },
  {
    call: 'GET rest/sorteos/en-vivo/mis-cartones',
    path: () => 'rest/sorteos/en-vivo/mis-cartones',
  },
  { call: 'GET rest/packs/mis-packs/{userId}', path: (i) => `rest/packs/mis-packs/${i.userId}` },
  {
    call: 'PUT rest/packs/eleccion/{userId}/{suscripcionId}',
    path: (i) => `rest/packs/eleccion/${i.userId}/1`,
  },
  { call: 'GET rest/avisos/packs/{userId}', path: (i) => `rest/avisos/packs/${i.userId}` },
  {
    call: 'POST rest/avisos/packs/{userId}/cerrar',
    path: (i) => `rest/avisos/packs/${i.userId}/cerrar`,
  },
  { call: 'GET rest/packs/avisos/{userId}', path: (i) => `rest/packs/avisos/${i.userId}` },
  { call: 'PUT rest/packs/avisos/{userId}', path: (i) => `rest/packs/avisos/${i.userId}` },
]
