// Runs the embedded backend in this process on a database of its own (EMBEDDED_DATA_DIR) for the
// buying rules HTTP cannot reach: time passing (a hold and its purchase expire after 10 hours; the
// rows' expiry is moved back instead of waiting) and a player self-excluded while a session is
// still open (self-excluding over HTTP closes every session). Prints the answers as JSON for the
// buying contract test, which starts it through tsx.
import { and, eq, like } from 'drizzle-orm'
import { closeDatabase, handle } from '@loteria/reference-backend'
import {
  compras,
  getDatabase,
  movements,
  reservas,
  users,
} from '@loteria/reference-backend/testing'
import { XSRF_COOKIE, XSRF_HEADER } from '@loteria/contract'

type Cookies = Record<string, string>
type Envelope = { error: boolean; mensaje: string; datos?: unknown }

async function call(cookies: Cookies, method: string, path: string, body?: unknown) {
  const headers = new Headers()
  const jar = Object.entries(cookies).map(([name, value]) => `${name}=${value}`)
  if (jar.length > 0) headers.set('cookie', jar.join('; '))
  const xsrf = cookies[XSRF_COOKIE]
  if (method !== 'GET' && xsrf) headers.set(XSRF_HEADER, xsrf)
  if (body !== undefined) headers.set('content-type', 'application/json')
  const response = await handle(
    new Request(`http://localhost/servicios/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';')
    const eq = pair.indexOf('=')
    cookies[pair.slice(0, eq)] = pair.slice(eq + 1)
  }
  return { status: response.status, body: (await response.json()) as Envelope }
}

async function login(email: string) {
  const cookies: Cookies = {}
  const answer = await call(cookies, 'POST', `login?username=${email}&password=demo1234`)
  const usuario = (answer.body as unknown as { usuario: { id: number } }).usuario
  return { cookies, userId: usuario.id }
}

async function main() {
  const { db } = await getDatabase()
  const player = await login('jugador@demo.com.py')
  const other = await login('verificado@demo.com.py')
  const open = (await call({}, 'GET', 'rest/sorteos/actual')).body.datos as { id: number }
  const free = (await call(player.cookies, 'GET', `rest/ticket/listar/azar/${open.id}/2`)).body
    .datos as { id: number; numero: string }[]
  const [card, spare] = free as [{ id: number; numero: string }, { id: number; numero: string }]

  // Expiry: a hold and the purchase made from it, ten hours later.
  await call(player.cookies, 'PUT', `rest/reservas/${player.userId}/${card.id}`)
  const created = await call(player.cookies, 'POST', `rest/compras/${player.userId}`, {
    pack: 1,
    cartones: [card.id],
    medioPago: 'billetera',
    monto: 10_000,
    clave: 'prueba-vencimiento-0001',
    retorno: '/comprar-carton/resultado',
  })
  const purchase = created.body.datos as { id: number; redireccion: string }
  const past = new Date(Date.now() - 1000)
  await db.update(reservas).set({ expiraEn: past }).where(eq(reservas.userId, player.userId))
  await db.update(compras).set({ expiraEn: past }).where(eq(compras.userId, player.userId))

  const expired = {
    reservation: (await call(player.cookies, 'GET', `rest/reservas/${player.userId}`)).body,
    searchedByOther: (
      await call(other.cookies, 'GET', `rest/ticket/buscar/${open.id}?numero=${card.numero}`)
    ).body,
    purchase: (await call(player.cookies, 'GET', `rest/compras/${player.userId}/${purchase.id}`))
      .body,
    approval: (
      await handle(
        new Request(`http://localhost${purchase.redireccion}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=aprobar',
        }),
      )
    ).status,
    purchaseAfterApproval: (
      await call(player.cookies, 'GET', `rest/compras/${player.userId}/${purchase.id}`)
    ).body,
    myCards: (await call(player.cookies, 'GET', `rest/ticket/mis-cartones/${player.userId}`)).body,
    movement: await db
      .select({ estado: movements.estadoTransaccion, mensaje: movements.mensaje })
      .from(movements)
      .innerJoin(compras, eq(compras.movimientoId, movements.id))
      .where(eq(compras.id, purchase.id)),
    heldByOther: (await call(other.cookies, 'PUT', `rest/reservas/${other.userId}/${card.id}`))
      .body,
  }

  // Self-exclusion recorded while the player's session is still open.
  const hasta = new Date('2027-03-01T12:00:00-03:00')
  await db.update(users).set({ autoexcluidoHasta: hasta }).where(eq(users.id, player.userId))
  const excluded = {
    hold: (await call(player.cookies, 'PUT', `rest/reservas/${player.userId}/${spare.id}`)).body,
    purchase: (
      await call(player.cookies, 'POST', `rest/compras/${player.userId}`, {
        pack: 1,
        cartones: [spare.id],
        medioPago: 'tarjeta',
        monto: 10_000,
        clave: 'prueba-autoexclusion-01',
        retorno: '/comprar-carton/resultado',
      })
    ).body,
    reservation: (await call(player.cookies, 'GET', `rest/reservas/${player.userId}`)).body,
    // This test's purchases only (the demo player's seeded history has its own).
    purchases: (
      await db
        .select()
        .from(compras)
        .where(and(eq(compras.userId, player.userId), like(compras.clave, 'prueba-%')))
    ).length,
  }

  console.log(JSON.stringify({ card, expired, excluded }))
  await closeDatabase()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
