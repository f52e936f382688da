/**
 * Juego responsable on the embedded backend, over HTTP: spend limits with their calendar and
 * 24-hour delay, the pause, the reality-check interval, the statement, the operator's view, bad
 * input and other players' limits, and the guard against parallel holds and purchases. Time is
 * moved with the test clock (POST operador/reloj, RELOJ_DE_PRUEBA=si on the contract server), for
 * one fresh player per test. Only against the embedded backend.
 */
import { readResponsiblePlay, readStatement } from '@/lib/backend/responsible-play'
import { periodWindow } from '@loteria/reference-backend/testing'
import {
  BackendClient,
  operator,
  operatorCli,
} from '../../../../tests/support/servers/backend-client'
import { freshPlayer } from '../support/players'

jest.setTimeout(60_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

type Player = Awaited<ReturnType<typeof freshPlayer>>
type Envelope = { error: boolean; mensaje: string; datos?: unknown }

const WEEKLY = 10_000
const RETORNO = '/comprar-carton/resultado'
let keys = 0
const newKey = () => `clave-limites-${Date.now().toString(36)}-${(keys += 1)}`

const base = (player: Player) => `rest/juego-responsable/${player.userId}`

async function setLimit(player: Player, periodo: string, monto: unknown) {
  return (await player.client.call('PUT', `${base(player)}/limites`, { body: { periodo, monto } }))
    .body as Envelope
}

async function state(player: Player) {
  return readResponsiblePlay({ cookies: Object.fromEntries(player.client.cookies) }, player.userId)
}

async function weekly(player: Player) {
  return (await state(player)).limites.find((limit) => limit.periodo === 'semana')!
}

async function moveClock(player: Player, hasta: Date) {
  const answer = await operator('POST', 'reloj', { usuario: player.player.email, hasta })
  expect(answer.status).toBe(200)
}

async function openDrawId(): Promise<number> {
  const response = await fetch(new URL('/servicios/rest/sorteos/actual', process.env.BACKEND_URL), {
    headers: { scope: 'publico' },
  })
  return ((await response.json()) as { datos: { id: number } }).datos.id
}

async function freeCards(player: Player, count: number): Promise<number[]> {
  const answer = await player.client.call<{ id: number }[]>(
    'GET',
    `rest/ticket/listar/azar/${await openDrawId()}/${count}`,
  )
  return (answer.body.datos ?? []).map((ticket) => ticket.id)
}

async function hold(player: Player, cardId: number) {
  return (await player.client.call('PUT', `rest/reservas/${player.userId}/${cardId}`))
    .body as Envelope
}

async function held(player: Player): Promise<number> {
  const answer = await player.client.call<{ cartones: unknown[] }>(
    'GET',
    `rest/reservas/${player.userId}`,
  )
  return answer.body.datos?.cartones.length ?? 0
}

async function purchase(player: Player, cards: number[], clave = newKey()) {
  return (
    await player.client.call<{ redireccion: string }>('POST', `rest/compras/${player.userId}`, {
      body: {
        pack: 1,
        cartones: cards,
        medioPago: 'tarjeta',
        monto: WEEKLY * cards.length,
        clave,
        retorno: RETORNO,
      },
    })
  ).body
}

async function approve(redireccion: string): Promise<number> {
  const response = await fetch(new URL(redireccion, process.env.BACKEND_URL), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'aprobar' }).toString(),
  })
  return response.status
}

/** Holds `count` cards and buys them, approved. */
async function buy(player: Player, count: number) {
  const cards = await freeCards(player, count)
  for (const card of cards) expect(await hold(player, card)).toMatchObject({ error: false })
  const made = await purchase(player, cards)
  expect(made.error).toBe(false)
  expect(await approve(made.datos!.redireccion)).toBe(303)
}

async function purchasesOf(player: Player) {
  const answer = await operator<{ estado: string; monto: number }[]>(
    'GET',
    `compras?usuario=${encodeURIComponent(player.player.email)}`,
  )
  return answer.body?.datos ?? []
}

describeEmbedded('spend limits', () => {
  it('refuses bad input with a clear message and changes nothing', async () => {
    const player = await freshPlayer()
    const cases: [string, unknown, string][] = [
      ['semana', -5000, 'El límite tiene que ser mayor que cero.'],
      ['semana', 0, 'El límite tiene que ser mayor que cero.'],
      [
        'semana',
        'veinte mil',
        'Escribí el límite en guaraníes, solo con números (por ejemplo, 20.000).',
      ],
      ['semana', 12.5, 'Escribí el límite en guaraníes, solo con números (por ejemplo, 20.000).'],
      ['semana', 1e12, 'El límite no puede pasar de Gs.\u00a0100.000.000.'],
      ['anio', 20_000, 'Elegí un período: diario, semanal o mensual.'],
    ]
    for (const [periodo, monto, mensaje] of cases) {
      expect(await setLimit(player, periodo, monto)).toEqual({ error: true, mensaje })
    }
    const pause = await player.client.call('POST', `${base(player)}/pausa`, { body: { dias: 3 } })
    expect(pause.body).toEqual({
      error: true,
      mensaje: 'Elegí cuánto dura la pausa: 24 horas, 7 días o 30 días.',
    })
    const check = await player.client.call('PUT', `${base(player)}/control-realidad`, {
      body: { minutos: 45 },
    })
    expect(check.body.error).toBe(true)
    const after = await state(player)
    expect(after.limites.map((limit) => limit.monto)).toEqual([null, null, null])
    expect(after.pausaHasta).toBeNull()
    expect(after.controlRealidad.minutos).toBe(0)
  })

  it('another player’s limits can be neither read nor changed', async () => {
    const [player, other] = await Promise.all([freshPlayer(), freshPlayer()])
    expect(await setLimit(other, 'semana', 50_000)).toMatchObject({ error: false })
    const read = await player.client.call('GET', `rest/juego-responsable/${other.userId}`)
    expect(read.status).toBe(403)
    const write = await player.client.call(
      'PUT',
      `rest/juego-responsable/${other.userId}/limites`,
      {
        body: { periodo: 'semana', monto: 100 },
      },
    )
    expect(write.status).toBe(403)
    const anonymous = await new BackendClient().call(
      'GET',
      `rest/juego-responsable/${other.userId}`,
    )
    expect(anonymous.status).toBe(401)
    expect((await weekly(other)).monto).toBe(50_000)
  })

  it('reaching the limit exactly is allowed; one guaraní more is refused, charging and holding nothing', async () => {
    const player = await freshPlayer()
    expect(await setLimit(player, 'semana', 20_000)).toEqual({
      error: false,
      mensaje: 'Tu límite semanal ahora es de Gs.\u00a020.000.',
      datos: expect.anything(),
    })
    await buy(player, 2)
    expect(await weekly(player)).toMatchObject({ monto: 20_000, gastado: 20_000, restante: 0 })
    const [third] = await freeCards(player, 1)
    expect(await hold(player, third!)).toEqual({
      error: true,
      mensaje:
        'Con este cartón superás tu límite semanal de Gs.\u00a020.000. Te quedan Gs.\u00a00 esta semana.',
    })
    expect(await held(player)).toBe(0)

    // A purchase checked at its amount: two cards held under Gs. 20.000, then the limit lowered
    // by one guaraní, and the purchase is refused with nothing charged and nothing kept held.
    const other = await freshPlayer()
    expect(await setLimit(other, 'semana', 20_000)).toMatchObject({ error: false })
    const cards = await freeCards(other, 2)
    for (const card of cards) expect(await hold(other, card)).toMatchObject({ error: false })
    expect(await setLimit(other, 'semana', 19_999)).toMatchObject({ error: false })
    expect(await purchase(other, cards)).toEqual({
      error: true,
      mensaje:
        'Esta compra supera tu límite semanal de Gs.\u00a019.999. Te quedan Gs.\u00a019.999 esta semana.',
    })
    expect(await purchasesOf(other)).toEqual([])
    expect(await held(other)).toBe(0)
  })

  it('raising waits 24 hours and can be cancelled; lowering applies at once', async () => {
    const player = await freshPlayer()
    await setLimit(player, 'semana', 20_000)
    const raised = await setLimit(player, 'semana', 50_000)
    expect(raised.mensaje).toMatch(
      /^Tu límite semanal sube a Gs\.\u00a050\.000 el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}:\d{2}, dentro de 24 horas\./,
    )
    const pending = await weekly(player)
    expect(pending.monto).toBe(20_000)
    const delay = Date.parse(pending.pendiente!.desde) - Date.parse((await state(player)).ahora)
    expect(delay).toBeGreaterThan(23.9 * 3_600_000)
    expect(delay).toBeLessThanOrEqual(24 * 3_600_000)

    const cancel = await player.client.call('DELETE', `${base(player)}/limites/semana`)
    expect(cancel.body.mensaje).toBe('Cancelamos el cambio pendiente de tu límite semanal.')
    expect((await weekly(player)).pendiente).toBeNull()

    await setLimit(player, 'semana', 50_000)
    await moveClock(player, new Date(Date.now() + 24 * 3_600_000 + 60_000))
    expect(await weekly(player)).toMatchObject({ monto: 50_000, pendiente: null })

    expect(await setLimit(player, 'semana', 10_000)).toMatchObject({
      mensaje: 'Tu límite semanal ahora es de Gs.\u00a010.000.',
    })
    expect((await weekly(player)).monto).toBe(10_000)
    const removed = await setLimit(player, 'semana', null)
    expect(removed.mensaje).toMatch(/^Tu límite semanal se quita el /)
    expect(await weekly(player)).toMatchObject({ monto: 10_000, pendiente: { monto: null } })
  })

  it('the week turns at Monday 00:00 in Asunción', async () => {
    const player = await freshPlayer()
    await setLimit(player, 'semana', WEEKLY)
    await buy(player, 1)
    // One minute before this week's end (Monday 00:00 in Asunción), then Monday 00:00 itself.
    const end = periodWindow('semana', new Date()).end
    await moveClock(player, new Date(end.getTime() - 60_000))
    const [card] = await freeCards(player, 1)
    expect((await hold(player, card!)).mensaje).toBe(
      'Con este cartón superás tu límite semanal de Gs.\u00a010.000. Te quedan Gs.\u00a00 esta semana.',
    )
    await moveClock(player, end)
    expect(await weekly(player)).toMatchObject({ gastado: 0, restante: WEEKLY })
    expect(await hold(player, card!)).toMatchObject({ error: false })
  })

  it('parallel holds and purchases of one player never pass a limit together', async () => {
    const player = await freshPlayer()
    await setLimit(player, 'semana', 20_000)
    const cards = await freeCards(player, 4)
    const answers = await Promise.all(cards.map((card) => hold(player, card)))
    expect(answers.filter((answer) => !answer.error)).toHaveLength(2)
    expect(answers.filter((answer) => answer.error).map((answer) => answer.mensaje)).toEqual([
      'Con este cartón superás tu límite semanal de Gs.\u00a020.000. Te quedan Gs.\u00a020.000 esta semana.',
      'Con este cartón superás tu límite semanal de Gs.\u00a020.000. Te quedan Gs.\u00a020.000 esta semana.',
    ])
    // Two purchases of the same two held cards at once (Gs. 40.000 together), each paid at once:
    // one is charged, the other is refused.
    const mine = cards.filter((_, i) => !answers[i]!.error)
    const made = await Promise.all([purchase(player, mine), purchase(player, mine)])
    const approvals = await Promise.all(
      made.filter((answer) => !answer.error).map((answer) => approve(answer.datos!.redireccion)),
    )
    expect(approvals.length).toBeGreaterThanOrEqual(1)
    const states = (await purchasesOf(player)).map((row) => row.estado).sort()
    expect(states.filter((estado) => estado === 'APROBADA')).toHaveLength(1)
    expect(states).toHaveLength(2)
    expect(await weekly(player)).toMatchObject({ gastado: 20_000, restante: 0 })
  })
})

describeEmbedded('pause, reality check, statement and the operator', () => {
  it('a pause refuses holds and purchases until it ends by itself; it cannot be shortened', async () => {
    const player = await freshPlayer()
    const [card] = await freeCards(player, 1)
    expect(await hold(player, card!)).toMatchObject({ error: false })
    const paused = await player.client.call('POST', `${base(player)}/pausa`, { body: { dias: 1 } })
    expect(paused.body.mensaje).toMatch(
      /^Tu pausa empezó\. No vas a poder comprar ni elegir cartones hasta el /,
    )
    const made = await purchase(player, [card!])
    expect(made.mensaje).toMatch(
      /^Estás en pausa hasta el .* Hasta entonces no podés comprar ni elegir cartones\.$/,
    )
    expect(await purchasesOf(player)).toEqual([])
    const [other] = await freeCards(player, 1)
    expect((await hold(player, other!)).mensaje).toMatch(/^Estás en pausa hasta el /)
    const again = await player.client.call('POST', `${base(player)}/pausa`, { body: { dias: 1 } })
    expect(again.body.mensaje).toMatch(/Una pausa no se puede acortar/)
    expect((await state(player)).pausaHasta).not.toBeNull()

    await moveClock(player, new Date(Date.now() + 24 * 3_600_000 + 60_000))
    expect((await state(player)).pausaHasta).toBeNull()
    expect(await hold(player, other!)).toMatchObject({ error: false })
  })

  it('the reality check keeps its interval; the session starts on the server', async () => {
    const player = await freshPlayer()
    const saved = await player.client.call('PUT', `${base(player)}/control-realidad`, {
      body: { minutos: 30 },
    })
    expect(saved.body.mensaje).toBe('Te vamos a avisar cada 30 minutos de sesión.')
    await buy(player, 1)
    await moveClock(player, new Date(Date.now() + 31 * 60_000))
    const now = await state(player)
    expect(now.controlRealidad.minutos).toBe(30)
    expect(Date.parse(now.ahora) - Date.parse(now.sesion.inicio)).toBeGreaterThanOrEqual(
      30 * 60_000,
    )
    expect(now.sesion.gasto).toBe(WEEKLY)
  })

  it('the statement sums the year by month, and a bad year is refused', async () => {
    const player = await freshPlayer()
    await buy(player, 2)
    const credentials = { cookies: Object.fromEntries(player.client.cookies) }
    const statement = await readStatement(credentials, player.userId)
    expect(statement.total).toEqual({ gastado: 20_000, ganado: 0, neto: -20_000, cartones: 2 })
    expect(statement.meses.filter((month) => month.gastado > 0)).toHaveLength(1)
    expect(statement.lineas).toEqual([
      expect.objectContaining({ monto: -20_000, cartones: 2, estado: 'APROBADA' }),
    ])
    const bad = await player.client.call('GET', `${base(player)}/extracto`, {
      query: { anio: 'x' },
    })
    expect(bad.body).toEqual({ error: true, mensaje: 'El año no es válido.' })
  })

  it('the operator CLI shows a player’s limits, pauses and the audit of every change', async () => {
    const player = await freshPlayer()
    await setLimit(player, 'dia', 30_000)
    await setLimit(player, 'dia', 60_000)
    await player.client.call('POST', `${base(player)}/pausa`, { body: { dias: 7 } })
    const { code, stdout } = await operatorCli(
      'juego-responsable',
      '--usuario',
      player.player.email,
    )
    expect(code).toBe(0)
    expect(stdout).toContain(
      'Diario: Gs.\u00a030.000, gastado Gs.\u00a00  pendiente: Gs.\u00a060.000 desde',
    )
    expect(stdout).toMatch(/En pausa hasta \d{2}\/\d{2}\/\d{4}/)
    expect(stdout).toContain('Auditoría (3):')
    expect(stdout).toContain(
      'FIJAR_LIMITE  límite diario: de sin límite a Gs.\u00a030.000, aplicado al momento  sesión ',
    )
    expect(stdout).toContain('PAUSA  pausa de 7 días')
  })
})
