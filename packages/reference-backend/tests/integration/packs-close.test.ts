/**
 * Packs that play themselves (docs/contract.md "Packs that play themselves"): a pack is
 * paid for every one of its draws, so a draw whose card the player did not choose gets one at the
 * close of sales, and a pack counts down only the draws it played. Only against the embedded
 * backend: it runs draws and reads the operator's answers. Every test that closes sales runs the
 * draw afterwards, so the files after this one find an open draw on sale.
 */
import { ticketListSchema } from '@loteria/contract'
import { poolNumbersOf } from '@loteria/reference-backend/testing'
import { operator } from '../../../../tests/support/servers/backend-client'
import { openDraw } from '../support/cards'
import { inContract } from '../support/contract'
import { freshPlayer } from '../support/players'
import {
  activePacks,
  buyHeld,
  buyPack,
  cardsByDraw,
  closeSales,
  mailsTo,
  myPacks,
  PACK_12,
  packNotices,
  runOpenDraw,
} from '../support/packs'

jest.setTimeout(60_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

describeEmbedded('a pack whose player never chooses', () => {
  it('has a card in every draw it counts down: no pack draw is lost', async () => {
    const player = await freshPlayer()
    await buyPack(player)
    // The draw of the purchase (its card bought with it), then two weeks the player lets pass.
    const played = [await runOpenDraw(), await runOpenDraw(), await runOpenDraw()]

    const withCards = (await cardsByDraw(player.client, player.userId)).map(
      (group) => group.sorteoId,
    )
    const [pack] = await activePacks(player.client, player.userId)
    const countedDown = PACK_12.sorteos - (pack?.cantidad ?? 0)
    const lost = countedDown - played.filter((id) => withCards.includes(id)).length
    // Before issue 39: every draw after the first was counted down with no card in it (lost: 2).
    expect({ lost, withCards, countedDown }).toEqual({
      lost: 0,
      withCards: [...played].reverse(),
      countedDown: 3,
    })
  })
})

type Player = Awaited<ReturnType<typeof freshPlayer>>

const closedMessage = (id: number) =>
  `Las ventas del Sorteo N° ${id} ya cerraron: no se venden más cartones para este sorteo. Podés comprar para el próximo cuando termine.`

/** A fresh player with a PACK 12 SORTEOS whose next draw has no card yet (one draw run). */
async function playersWithWaitingPacks(count: number): Promise<Player[]> {
  const players: Player[] = []
  for (let i = 0; i < count; i++) {
    const player = await freshPlayer()
    await buyPack(player)
    players.push(player)
  }
  await runOpenDraw()
  return players
}

async function packOf(player: Player) {
  const [pack] = await myPacks(player.client, player.userId)
  expect(pack).toBeDefined()
  return pack!
}

async function choose(player: Player, body: unknown) {
  const pack = await packOf(player)
  return player.client.call('PUT', `rest/packs/eleccion/${player.userId}/${pack.id}`, { body })
}

/** Free cards of the open draw, as anyone sees them. */
async function freeCards(player: Player, count: number) {
  const draw = await openDraw()
  const listed = await player.client.call('GET', `rest/ticket/listar/azar/${draw.id}/${count}`)
  return inContract(ticketListSchema, listed.body.datos)
}

/** A card number the open draw holds (a lucky number that can come out), as its pool lists it. */
async function numberInDraw(): Promise<string> {
  const draw = await openDraw()
  const listed = await operator<string[]>('GET', `sorteos/${draw.id}/cartones?cantidad=100`)
  const numbers = listed.body?.datos ?? []
  const numero = numbers[numbers.length - 1 - Math.floor(Math.random() * 50)]
  if (!numero) throw new Error('no card number listed for the open draw')
  return numero
}

/** The draws from `first`, `count` of them, whose pool holds `numero` (store.ts seeds them). */
function luckyDrawsAhead(numero: string, first: number, count: number): number[] {
  const ids = Array.from({ length: count }, (_, i) => first + i)
  return ids.filter((id) => poolNumbersOf(id).has(numero))
}

/** A number the draw `first` does not hold but a later one of `count` does. */
function numberOnlyLater(first: number, count: number) {
  const open = poolNumbersOf(first)
  for (const numero of poolNumbersOf(first + 1)) {
    if (!open.has(numero)) return { numero, sorteos: luckyDrawsAhead(numero, first, count) }
  }
  throw new Error('every number of the next draw is in the open one')
}

describeEmbedded('the close of sales', () => {
  it('chooses the lucky number when free, else a random free card; checked in the draw like any other', async () => {
    const [lucky, heldAway, soldAway] = await playersWithWaitingPacks(3)
    const other = await freshPlayer()
    const [mine, held, sold] = await freeCards(other, 3)
    expect(
      (await choose(lucky!, { eleccionAutomatica: true, numeroFavorito: mine!.numero })).body,
    ).toMatchObject({ error: false, datos: { numeroFavorito: mine!.numero } })
    await choose(heldAway!, { eleccionAutomatica: true, numeroFavorito: held!.numero })
    await choose(soldAway!, { eleccionAutomatica: true, numeroFavorito: sold!.numero })
    // Someone else holds one favourite and bought the other.
    expect(
      (await other.client.call('PUT', `rest/reservas/${other.userId}/${held!.id}`)).body,
    ).toMatchObject({ error: false })
    await buyHeld(await freshPlayer(), [sold!.id])

    const draw = await openDraw()
    const closed = await closeSales()
    expect(closed.sorteoId).toBe(draw.id)
    const packs = {
      lucky: (await packOf(lucky!)).id,
      heldAway: (await packOf(heldAway!)).id,
      soldAway: (await packOf(soldAway!)).id,
    }
    const chosen = (id: number) => closed.elegidos.filter((card) => card.suscripcionId === id)
    expect(chosen(packs.lucky)).toEqual([
      { sorteoId: draw.id, numero: mine!.numero, suscripcionId: packs.lucky },
    ])
    expect(chosen(packs.heldAway)).toHaveLength(1)
    expect(chosen(packs.heldAway)[0]!.numero).not.toBe(held!.numero)
    expect(chosen(packs.soldAway)).toHaveLength(1)
    expect(chosen(packs.soldAway)[0]!.numero).not.toBe(sold!.numero)
    // Idempotent: a second close chooses nothing more and answers what the first did.
    const again = await closeSales()
    expect(again.elegidos.filter((card) => card.suscripcionId === packs.lucky)).toEqual(
      chosen(packs.lucky),
    )

    // Mis cartones marks it; the notice and the e-mail say it.
    const [group] = await cardsByDraw(lucky!.client, lucky!.userId)
    expect(group).toMatchObject({
      sorteoId: draw.id,
      numeroCarton: [
        expect.objectContaining({
          numero: mine!.numero,
          eleccionAutomatica: true,
          favorito: { numero: mine!.numero, resultado: 'ELEGIDO' },
        }),
      ],
    })
    // Mis cartones says why the lucky number is not the card: taken by someone else.
    const [heldGroup] = await cardsByDraw(heldAway!.client, heldAway!.userId)
    expect(heldGroup!.numeroCarton).toEqual([
      expect.objectContaining({ favorito: { numero: held!.numero, resultado: 'OCUPADO' } }),
    ])
    const notices = await packNotices(lucky!.client, lucky!.userId)
    expect(notices).toEqual([
      expect.objectContaining({
        tipo: 'CARTON_ELEGIDO',
        sorteoId: draw.id,
        identificadorSorteo: `Sorteo N° ${draw.id}`,
        suscripcionId: packs.lucky,
        pack: 'PACK 12 SORTEOS',
        numero: mine!.numero,
      }),
    ])
    const subject = `Elegimos tu cartón N° ${mine!.numero} para el Sorteo N° ${draw.id}`
    expect((await mailsTo(lucky!.player.email)).filter((m) => m.asunto === subject)).toHaveLength(1)

    // After the close: no hold, no purchase, no pack choice of this draw.
    const [late] = await freeCards(other, 1)
    const hold = await other.client.call('PUT', `rest/reservas/${other.userId}/${late!.id}`)
    expect(hold.body).toMatchObject({ error: true, mensaje: closedMessage(draw.id) })
    const purchase = await other.client.call('POST', `rest/compras/${other.userId}`, {
      body: {
        pack: 1,
        cartones: [held!.id],
        medioPago: 'tarjeta',
        monto: 10_000,
        clave: `clave-cierre-${Date.now()}`,
        retorno: '/comprar-carton/resultado',
      },
    })
    expect(purchase.body).toMatchObject({ error: true, mensaje: closedMessage(draw.id) })

    // The draw checks the chosen card like any other: a win on it is a prize with its notice.
    const run = await operator('POST', 'sorteos/ejecutar', {
      sorteoId: draw.id,
      premiosAzar: [{ numero: mine!.numero, premio: 'Cartón gratis' }],
    })
    expect(run.body).toMatchObject({ error: false })
    const prizes = await lucky!.client.call<{ sorteoId: number }[]>(
      'GET',
      `rest/avisos/premios/${lucky!.userId}`,
    )
    expect(prizes.body.datos).toEqual([expect.objectContaining({ sorteoId: draw.id })])
    // Two draws played (the purchase's and this one): two counted down.
    expect(await packOf(lucky!)).toMatchObject({
      cantidad: PACK_12.sorteos - 2,
      cartonesPendientes: true,
    })
  })

  it('gives nothing to a paused or self-excluded player, nor with the choice off: those packs wait', async () => {
    const [paused, off, excluded] = await playersWithWaitingPacks(3)
    const pause = await paused!.client.call(
      'POST',
      `rest/juego-responsable/${paused!.userId}/pausa`,
      {
        body: { dias: 1 },
      },
    )
    expect(pause.body.error).toBe(false)
    expect(
      (await choose(off!, { eleccionAutomatica: false, numeroFavorito: '' })).body,
    ).toMatchObject({
      error: false,
      datos: { eleccionAutomatica: false, numeroFavorito: null },
    })
    const excludedPack = (await packOf(excluded!)).id
    const block = await excluded!.client.call('POST', 'rest/bloqueo/autoexclusion', {
      body: {
        idUsuario: excluded!.userId,
        tiempoAutoexclusion: { idTiempo: 1 },
        tipoBloqueo: 'AB',
      },
    })
    expect(block.body.error).toBe(false)
    const waiting = [(await packOf(paused!)).id, (await packOf(off!)).id, excludedPack]

    const closed = await closeSales()
    expect(closed.elegidos.filter((card) => waiting.includes(card.suscripcionId))).toEqual([])
    expect(closed.esperan).toBeGreaterThanOrEqual(3)
    await runOpenDraw()
    for (const player of [paused!, off!]) {
      // The draw they did not play is not taken off: 12 − the purchase's draw only.
      expect(await packOf(player)).toMatchObject({
        cantidad: PACK_12.sorteos - 1,
        cartonesPendientes: true,
      })
      expect(await cardsByDraw(player.client, player.userId)).toHaveLength(1)
    }
  })

  it('a refused draw run closes nothing; two closes at once choose one card per pack', async () => {
    const [player] = await playersWithWaitingPacks(1)
    const pack = (await packOf(player!)).id
    const draw = await openDraw()
    // A draw run refused (a forced Azar card not in the pool) closes nothing.
    const refused = await operator('POST', 'sorteos/ejecutar', {
      sorteoId: draw.id,
      premiosAzar: [{ numero: '999999', premio: 'Cartón gratis' }],
    })
    expect(refused.body).toMatchObject({ error: true })
    expect(await cardsByDraw(player!.client, player!.userId)).toHaveLength(1)
    const [stillOnSale] = await freeCards(player!, 1)
    const hold = await player!.client.call(
      'PUT',
      `rest/reservas/${player!.userId}/${stillOnSale!.id}`,
    )
    expect(hold.body).toMatchObject({ error: false })
    await player!.client.call('DELETE', `rest/reservas/${player!.userId}/${stillOnSale!.id}`)
    const [first, second] = await Promise.all([closeSales(), closeSales()])
    const mine = [...first.elegidos, ...second.elegidos].filter(
      (card) => card.suscripcionId === pack,
    )
    expect(new Set(mine.map((card) => card.numero)).size).toBe(1)
    const [group] = await cardsByDraw(player!.client, player!.userId)
    expect(group).toMatchObject({ sorteoId: draw.id })
    expect(group!.numeroCarton).toHaveLength(1)
    await runOpenDraw()
  })
})

describeEmbedded('the reminders before the close', () => {
  it('reach each pack still to choose once per kind, by the channels the player keeps on', async () => {
    const [reminded, quiet, chose] = await playersWithWaitingPacks(3)
    const off = await quiet!.client.call('PUT', `rest/packs/avisos/${quiet!.userId}`, {
      body: { aviso: false, correo: false },
    })
    expect(off.body).toMatchObject({ error: false, datos: { aviso: false, correo: false } })
    expect(
      (await quiet!.client.call('GET', `rest/packs/avisos/${quiet!.userId}`)).body.datos,
    ).toEqual({
      aviso: false,
      correo: false,
    })
    expect(
      (await reminded!.client.call('GET', `rest/packs/avisos/${reminded!.userId}`)).body.datos,
    ).toEqual({
      aviso: true,
      correo: true,
    })
    // A player who chose their card is not reminded.
    const [card] = await freeCards(chose!, 1)
    const claimed = await chose!.client.call(
      'PUT',
      `rest/ticket/reservar-suscripcion/${chose!.userId}/${card!.id}/5/-10`,
    )
    expect(claimed.body).toMatchObject({ error: false })

    const draw = await openDraw()
    const first = await operator('POST', 'sorteos/recordatorios', { aviso: '24h' })
    expect(first.body).toMatchObject({ error: false, datos: { sorteoId: draw.id } })
    const again = await operator('POST', 'sorteos/recordatorios', { aviso: '24h' })
    expect(again.body).toMatchObject({ error: false, datos: { sorteoId: draw.id, enviados: 0 } })
    await operator('POST', 'sorteos/recordatorios', { aviso: '2h' })
    const wrong = await operator('POST', 'sorteos/recordatorios', { aviso: '3h' })
    expect(wrong.status).toBe(200)
    expect(wrong.body).toMatchObject({ error: true, mensaje: 'aviso: "24h" o "2h".' })

    const notices = await packNotices(reminded!.client, reminded!.userId)
    expect(notices.map((notice) => notice.tipo).sort()).toEqual([
      'RECORDATORIO_24H',
      'RECORDATORIO_2H',
    ])
    expect(notices[0]).toMatchObject({ sorteoId: draw.id, pack: 'PACK 12 SORTEOS', numero: null })
    // The close is 18:00 of the draw's day in Asunción (UTC−3): 21:00 UTC.
    expect(notices[0]!.cierre).toBe(`${draw.fecha.slice(0, 10)}T21:00:00.000Z`)
    const reminders = (await mailsTo(reminded!.player.email)).filter((mail) =>
      mail.asunto.startsWith(`Elegí tu cartón para el Sorteo N° ${draw.id}`),
    )
    expect(reminders).toHaveLength(2)
    expect(await packNotices(quiet!.client, quiet!.userId)).toEqual([])
    expect(await packNotices(chose!.client, chose!.userId)).toEqual([])
    expect(await mailsTo(quiet!.player.email)).toEqual([])

    const closing = await reminded!.client.call(
      'POST',
      `rest/avisos/packs/${reminded!.userId}/cerrar`,
      {
        body: {},
      },
    )
    expect(closing.body).toMatchObject({ error: false, datos: { cerrados: 2 } })
    expect(await packNotices(reminded!.client, reminded!.userId)).toEqual([])

    // Switches silence the notices, not the choice: the quiet player's card is still chosen.
    const closed = await closeSales()
    const quietPack = (await packOf(quiet!)).id
    expect(closed.elegidos.filter((c) => c.suscripcionId === quietPack)).toHaveLength(1)
    expect(await packNotices(quiet!.client, quiet!.userId)).toEqual([])
    // Once sales are closed there is nothing left to remind.
    const late = await operator('POST', 'sorteos/recordatorios', { aviso: '2h' })
    expect(late.body).toMatchObject({ datos: { enviados: 0 } })
    await runOpenDraw()
  })
})

describeEmbedded('Renovar pack', () => {
  it("is the same pack bought again, and keeps the last one's choice and lucky number", async () => {
    const player = await freshPlayer()
    await buyPack(player)
    // Its card in the open draw is bought: its lucky number is for the draws after it.
    const lucky = numberOnlyLater((await openDraw()).id, 12).numero
    expect(
      (await choose(player, { eleccionAutomatica: true, numeroFavorito: String(Number(lucky)) }))
        .body,
    ).toMatchObject({ error: false })
    await buyPack(player)
    const [renewed, first] = await myPacks(player.client, player.userId)
    // Before: the new pack started with no lucky number, silently dropping the player's own.
    expect(renewed).toMatchObject({
      pack: PACK_12.nombre,
      eleccionAutomatica: true,
      numeroFavorito: lucky,
    })
    expect(renewed!.id).not.toBe(first!.id)
    await runOpenDraw()
  })
})

describeEmbedded("a pack's choice and its switches over the account", () => {
  it("are the session player's only, validated, and throttled", async () => {
    const [owner, stranger] = await playersWithWaitingPacks(2)
    const pack = await packOf(owner!)
    expect(pack).toEqual({
      id: pack.id,
      packId: 2,
      pack: 'PACK 12 SORTEOS',
      cantidad: 11,
      cartonesPendientes: true,
      eleccionAutomatica: true,
      numeroFavorito: null,
      sorteosFavorito: null,
    })
    const path = `rest/packs/eleccion/${owner!.userId}/${pack.id}`
    const draw = await openDraw()
    // A number none of the pack's 11 draws holds can never come out: refused, with why.
    const missing = await owner!.client.call('PUT', path, {
      body: { eleccionAutomatica: true, numeroFavorito: '999999' },
    })
    expect([missing.status, missing.body.error]).toEqual([200, true])
    expect(missing.body.mensaje).toBe(
      `El cartón N° 999999 no está en ninguno de los sorteos de tu pack, del N° ${draw.id} al N° ${draw.id + 10}: cada sorteo tiene 3.000 de los 60.000 números, y ese no puede salir. Elegí otro número de cartón.`,
    )
    // One only a later draw of the pack holds is kept too (before, the open draw alone decided).
    const later = numberOnlyLater(draw.id, 11)
    const kept = await owner!.client.call('PUT', path, {
      body: { eleccionAutomatica: true, numeroFavorito: later.numero },
    })
    expect(kept.body).toMatchObject({
      error: false,
      datos: { numeroFavorito: later.numero, sorteosFavorito: later.sorteos },
    })
    expect((await packOf(owner!)).sorteosFavorito).toEqual(later.sorteos)
    // One it holds, typed without its zeros, is kept as the card shows it, with the draws it is in.
    const lucky = await numberInDraw()
    const saved = await owner!.client.call<{ sorteosFavorito: number[] }>('PUT', path, {
      body: { eleccionAutomatica: true, numeroFavorito: String(Number(lucky)) },
    })
    expect(saved.body).toMatchObject({ error: false, datos: { numeroFavorito: lucky } })
    expect(saved.body.datos?.sorteosFavorito).toEqual(luckyDrawsAhead(lucky, draw.id, 11))
    expect(saved.body.datos?.sorteosFavorito[0]).toBe(draw.id)
    const tooLong = await owner!.client.call('PUT', path, {
      body: { eleccionAutomatica: true, numeroFavorito: '1234567' },
    })
    expect([tooLong.status, tooLong.body.error]).toEqual([200, true])
    expect(tooLong.body.mensaje).toBe(
      'Tu número de la suerte es un número de cartón: hasta 6 cifras.',
    )
    const noChoice = await owner!.client.call('PUT', path, { body: { numeroFavorito: '1' } })
    expect(noChoice.body).toMatchObject({
      error: true,
      mensaje: 'Elegí si querés que elijamos por vos.',
    })
    const badSwitch = await owner!.client.call('PUT', `rest/packs/avisos/${owner!.userId}`, {
      body: { aviso: 'si', correo: true },
    })
    expect(badSwitch.body).toMatchObject({
      error: true,
      mensaje: 'Elegí si querés el aviso en el sitio.',
    })

    // Another player's id: 403; another player's pack under one's own id: 404.
    for (const foreign of [
      await stranger!.client.call('GET', `rest/packs/mis-packs/${owner!.userId}`),
      await stranger!.client.call('GET', `rest/avisos/packs/${owner!.userId}`),
      await stranger!.client.call('GET', `rest/packs/avisos/${owner!.userId}`),
      await stranger!.client.call('PUT', path, { body: { eleccionAutomatica: false } }),
    ]) {
      expect(foreign.status).toBe(403)
    }
    const notTheirs = await stranger!.client.call(
      'PUT',
      `rest/packs/eleccion/${stranger!.userId}/${pack.id}`,
      { body: { eleccionAutomatica: false } },
    )
    expect(notTheirs.status).toBe(404)
    const withoutXsrf = await owner!.client.call('PUT', path, {
      body: { eleccionAutomatica: false },
      withoutXsrf: true,
    })
    expect(withoutXsrf.status).toBe(403)
    expect(await packOf(owner!)).toMatchObject({
      eleccionAutomatica: true,
      numeroFavorito: lucky,
    })

    // LIMIT_PACKS_ACCOUNT: 60 writes in 10 minutes per account.
    let last = 0
    for (let i = 0; i < 61; i++) {
      last = (
        await stranger!.client.call('PUT', `rest/packs/avisos/${stranger!.userId}`, {
          body: { aviso: true, correo: i % 2 === 0 },
        })
      ).status
    }
    expect(last).toBe(429)
  })
})
