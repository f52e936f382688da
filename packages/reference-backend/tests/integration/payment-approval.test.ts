/**
 * Issue 23 (security, medium): a payment approved at the provider after the player stopped
 * playing. A purchase waits at the provider's page; meanwhile the player self-excludes, takes a
 * pause or lowers a spend limit; the approval must then cancel the purchase, free its cards and
 * say why. Only against the embedded backend.
 */
import { operator } from '../../../../tests/support/servers/backend-client'
import { freshPlayer } from '../support/players'

jest.setTimeout(60_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

type Player = Awaited<ReturnType<typeof freshPlayer>>
type Envelope = { error: boolean; mensaje: string }

const PRICE = 10_000
let keys = 0
const newKey = () => `clave-aprobacion-${Date.now().toString(36)}-${(keys += 1)}`

async function openDrawId(): Promise<number> {
  const response = await fetch(new URL('/servicios/rest/sorteos/actual', process.env.BACKEND_URL), {
    headers: { scope: 'publico' },
  })
  return ((await response.json()) as { datos: { id: number } }).datos.id
}

async function hold(player: Player, cardId: number): Promise<Envelope> {
  return (await player.client.call('PUT', `rest/reservas/${player.userId}/${cardId}`))
    .body as Envelope
}

/** Holds one free card and starts paying for it: the provider's page address and the card. */
async function startPurchase(player: Player) {
  const listed = await player.client.call<{ id: number }[]>(
    'GET',
    `rest/ticket/listar/azar/${await openDrawId()}/1`,
  )
  const card = listed.body.datos![0]!.id
  expect(await hold(player, card)).toMatchObject({ error: false })
  const made = await player.client.call<{ redireccion: string }>(
    'POST',
    `rest/compras/${player.userId}`,
    {
      body: {
        pack: 1,
        cartones: [card],
        medioPago: 'tarjeta',
        monto: PRICE,
        clave: newKey(),
        retorno: '/comprar-carton/resultado',
      },
    },
  )
  expect(made.body.error).toBe(false)
  return { redireccion: made.body.datos!.redireccion, card }
}

async function approve(redireccion: string) {
  return fetch(new URL(redireccion, process.env.BACKEND_URL), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'aprobar' }).toString(),
  })
}

async function purchaseOf(player: Player) {
  const answer = await operator<{ estado: string; mensaje: string }[]>(
    'GET',
    `compras?usuario=${encodeURIComponent(player.player.email)}`,
  )
  const [purchase] = answer.body?.datos ?? []
  return purchase
}

/** The card is free again: another player can hold it at once. */
async function expectFree(card: number) {
  const other = await freshPlayer()
  expect(await hold(other, card)).toMatchObject({ error: false })
}

async function approvedAfter(player: Player, stop: () => Promise<void>) {
  const { redireccion, card } = await startPurchase(player)
  await stop()
  const answer = await approve(redireccion)
  // The player still goes back to the site's result page, which shows the purchase's message.
  expect(answer.status).toBe(303)
  expect(answer.headers.get('location')).toContain('/comprar-carton/resultado?compra=')
  return { purchase: await purchaseOf(player), card }
}

describeEmbedded('an approval re-checks the player’s own stops', () => {
  it('a self-exclusion taken while paying cancels the purchase and frees its cards', async () => {
    const player = await freshPlayer()
    const { purchase, card } = await approvedAfter(player, async () => {
      const block = await player.client.call('POST', 'rest/bloqueo/autoexclusion', {
        body: { idUsuario: player.userId, tiempoAutoexclusion: { idTiempo: 1 }, tipoBloqueo: 'AB' },
      })
      expect(block.body.error).toBe(false)
    })
    expect(purchase).toMatchObject({ estado: 'CANCELADA' })
    expect(purchase!.mensaje).toMatch(
      /^No completamos la compra\. Tu cuenta está autoexcluida hasta el \d\d\/\d\d\/\d{4}\. No podés comprar cartones\. Cancelamos el pago y liberamos los cartones\.$/,
    )
    await expectFree(card)
  })

  it('a 30-day pause taken while paying cancels the purchase and frees its cards', async () => {
    const player = await freshPlayer()
    const { purchase, card } = await approvedAfter(player, async () => {
      const pause = await player.client.call(
        'POST',
        `rest/juego-responsable/${player.userId}/pausa`,
        {
          body: { dias: 30 },
        },
      )
      expect(pause.body.error).toBe(false)
    })
    expect(purchase).toMatchObject({ estado: 'CANCELADA' })
    expect(purchase!.mensaje).toMatch(
      /^No completamos la compra\. Estás en pausa hasta el .* Hasta entonces no podés comprar ni elegir cartones\. Cancelamos el pago y liberamos los cartones\.$/,
    )
    await expectFree(card)
  })

  it('a spend limit lowered while paying cancels a purchase that would pass it', async () => {
    const player = await freshPlayer()
    const { purchase, card } = await approvedAfter(player, async () => {
      const limit = await player.client.call(
        'PUT',
        `rest/juego-responsable/${player.userId}/limites`,
        { body: { periodo: 'semana', monto: PRICE / 2 } },
      )
      expect(limit.body.error).toBe(false)
    })
    expect(purchase).toMatchObject({ estado: 'CANCELADA' })
    expect(purchase!.mensaje).toMatch(
      /^No completamos la compra\. Esta compra supera tu límite semanal/,
    )
    await expectFree(card)
  })

  it('with nothing in the way the approval still completes', async () => {
    const player = await freshPlayer()
    const { purchase } = await approvedAfter(player, async () => undefined)
    expect(purchase).toMatchObject({ estado: 'APROBADA', mensaje: 'Pago aprobado' })
  })
})
