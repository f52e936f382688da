/**
 * The backend calls of issue 18 (docs/history.md; docs/contract.md, "Backend contract: alerts")
 * over HTTP and through the site's client: each card's outcome in Mis cartones, the in-site prize
 * notices and their closing, the winners' one e-mail, and the push subscriptions of a player's
 * browsers; nothing of another player's can be read or changed, and a body that is not a push
 * subscription is refused. Only against the embedded backend (it runs a draw with forced Azar
 * awards). In order.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Draw, prizeNoticeListSchema } from '@loteria/contract'
import { readPrizeNotices, readPushKey, readPushSubscriptions } from '@/lib/backend/alerts'
import * as buying from '@/lib/backend/buying'
import { ForbiddenError } from '@/lib/backend/errors'
import { operator } from '../../../../tests/support/servers/backend-client'
import { buyCards, openDraw, servicios } from '../support/cards'
import { inContract } from '../support/contract'
import { credentialsOf, freshPlayer } from '../support/players'

jest.setTimeout(30_000)

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

const FORBIDDEN = 'No tenés permiso para acceder a este recurso'
const NOT_A_SUBSCRIPTION = 'La suscripción a notificaciones no es válida.'
const PRIZE = 300_000

type Player = Awaited<ReturnType<typeof freshPlayer>>

/** The player's open prize notices, over HTTP. */
async function noticesOf({ client, userId }: Player) {
  return inContract(
    prizeNoticeListSchema,
    (await client.call('GET', `rest/avisos/premios/${userId}`)).body.datos,
  )
}

/** Buys `count` free cards of the open draw (Cartón de la semana, approved): their numbers. */
async function cardNumbers(player: Player, count: number): Promise<string[]> {
  return (await buyCards(player, count)).map((ticket) => ticket.numero)
}

/** A subscription as `PushSubscription.toJSON()` gives it, to an https push service. */
function subscription(overrides: Record<string, unknown> = {}) {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${Math.random().toString(36).slice(2)}`,
    expirationTime: null,
    keys: {
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
      auth: Buffer.alloc(16, 9).toString('base64url'),
    },
    premios: true,
    elegirCarton: false,
    ...overrides,
  }
}

describeEmbedded('alerts after a draw', () => {
  let winner: Player
  let other: Player
  let winnerCards: string[]
  let otherCard: string
  let draw: Draw

  beforeAll(async () => {
    ;[winner, other] = await Promise.all([freshPlayer(), freshPlayer()])
    winnerCards = await cardNumbers(winner, 2)
    ;[otherCard] = (await cardNumbers(other, 1)) as [string]
    draw = await openDraw()
    const run = await operator('POST', 'sorteos/ejecutar', {
      sorteoId: draw.id,
      premiosAzar: [
        { numero: winnerCards[0], premio: PRIZE },
        { numero: otherCard, premio: 'Cartón gratis' },
      ],
    })
    expect(run.body?.error).toBe(false)
  }, 90_000)

  it('Mis cartones says, per card, Ganador with each prize or Sin premio, and per draw how many won', async () => {
    const groups = await buying.readMyCards(credentialsOf(winner.client), winner.userId)
    const group = groups.find((g) => g.sorteoId === draw.id)!
    expect(group.sorteado).toBe(true)
    const [won, second] = winnerCards.map((numero) =>
      group.numeroCarton.find((card) => card.numero === numero),
    )
    expect(won?.resultado).toBe('GANADOR')
    expect(won?.premios).toContainEqual({ jugada: 'Azar', premio: PRIZE })
    const winners = group.numeroCarton.filter((card) => card.resultado === 'GANADOR')
    expect(group.cartonesGanadores).toBe(winners.length)
    expect(second?.resultado === 'SIN_PREMIO' ? second.premios : []).toEqual([])
    // A good is an outcome too: the other player won the free card.
    const pending = await buying.readMyCards(credentialsOf(other.client), other.userId)
    expect(pending.find((g) => g.sorteoId === draw.id)?.numeroCarton[0]).toMatchObject({
      numero: otherCard,
      resultado: 'GANADOR',
      premios: [{ jugada: 'Azar', premio: 'Cartón gratis' }],
    })
  })

  it('another player’s cards and notices cannot be read', async () => {
    for (const path of [
      `rest/ticket/mis-cartones/${other.userId}`,
      `rest/avisos/premios/${other.userId}`,
      `rest/push/suscripciones/${other.userId}`,
    ]) {
      const answer = await winner.client.call('GET', path)
      expect([path, answer.status, answer.body]).toEqual([
        path,
        403,
        { error: true, mensaje: FORBIDDEN },
      ])
    }
    await expect(readPrizeNotices(credentialsOf(winner.client), other.userId)).rejects.toThrow(
      ForbiddenError,
    )
  })

  it('each winner has one notice for the draw, with the cash and the goods won', async () => {
    const notices = await readPrizeNotices(credentialsOf(winner.client), winner.userId)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      sorteoId: draw.id,
      identificadorSorteo: `Sorteo N° ${draw.id}`,
    })
    expect(notices[0]!.monto).toBeGreaterThanOrEqual(PRIZE)
    const theirs = await noticesOf(other)
    expect(theirs).toHaveLength(1)
    expect(theirs[0]!.bienes).toContain('Cartón gratis')
  })

  it('closing: another player’s notice is untouched, one’s own is closed once and stays closed', async () => {
    const [theirs] = await noticesOf(other)
    const foreign = await winner.client.call('POST', `rest/avisos/premios/${other.userId}/cerrar`, {
      body: {},
    })
    expect(foreign.status).toBe(403)
    const sneaky = await winner.client.call('POST', `rest/avisos/premios/${winner.userId}/cerrar`, {
      body: { ids: [theirs!.id] },
    })
    expect(sneaky.body).toEqual({ error: false, mensaje: 'OK', datos: { cerrados: 0 } })
    expect(await noticesOf(other)).toHaveLength(1)
    const bad = await winner.client.call('POST', `rest/avisos/premios/${winner.userId}/cerrar`, {
      body: { ids: ['todos'] },
    })
    // A body the call refuses is a refusal in the envelope (docs/contract.md).
    expect([bad.status, bad.body.error]).toEqual([200, true])
    const closed = await winner.client.call('POST', `rest/avisos/premios/${winner.userId}/cerrar`, {
      body: {},
    })
    expect(closed.body.datos).toEqual({ cerrados: 1 })
    expect(await readPrizeNotices(credentialsOf(winner.client), winner.userId)).toEqual([])
    const again = await winner.client.call('POST', `rest/avisos/premios/${winner.userId}/cerrar`, {
      body: {},
    })
    expect(again.body.datos).toEqual({ cerrados: 0 })
  })

  it('each winner gets one e-mail for the draw, with the card, the play, the amount and Mis premios', async () => {
    const answer = await operator<{ asunto: string; cuerpo: string; enlace: string }[]>(
      'GET',
      `correos?para=${encodeURIComponent(winner.player.email)}`,
    )
    const mails = (answer.body?.datos ?? []).filter((mail) =>
      mail.asunto.includes(`Sorteo N° ${draw.id}`),
    )
    expect(mails).toHaveLength(1)
    // The net the player collects, then the prize and the tax withheld (docs/history.md).
    expect(mails[0]!.cuerpo).toMatch(
      new RegExp(
        `Cartón N° ${winnerCards[0]}, Azar: cobrás Gs\\.\\s[\\d.]+ \\(premio Gs\\.\\s300\\.000 menos Gs\\.\\s[\\d.]+ de impuesto retenido\\)`,
      ),
    )
    expect(mails[0]!.enlace).toMatch(/\/mi-cuenta\/mis-premios$/)
    // The draw already ran: asking again runs nothing and writes no second e-mail.
    await operator('POST', 'sorteos/ejecutar', { sorteoId: draw.id })
    const after = await operator<{ asunto: string }[]>(
      'GET',
      `correos?para=${encodeURIComponent(winner.player.email)}`,
    )
    expect(
      (after.body?.datos ?? []).filter((mail) => mail.asunto.includes(`Sorteo N° ${draw.id}`)),
    ).toHaveLength(1)
  })
})

describeEmbedded('push subscriptions', () => {
  let player: Player
  let other: Player

  beforeAll(async () => {
    ;[player, other] = await Promise.all([freshPlayer(), freshPlayer()])
  })

  it('the public key is a P-256 point the browser subscribes with', async () => {
    const key = await readPushKey()
    expect(Buffer.from(key!, 'base64url')).toHaveLength(65)
  })

  it('refuses a body that is not a push subscription, saving nothing', async () => {
    const valid = subscription()
    const bodies: unknown[] = [
      {},
      'endpoint',
      { ...valid, endpoint: 'no es una URL' },
      { ...valid, endpoint: 'ftp://push.example.com/x' },
      { ...valid, endpoint: 'https://user:secret@push.example.com/x' },
      // https, but not a push service: the server would post wherever a browser said (SSRF).
      { ...valid, endpoint: 'https://169.254.169.254/latest/meta-data' },
      { ...valid, endpoint: 'https://intranet.example.com/admin' },
      { ...valid, endpoint: 'https://fcm.googleapis.com.evil.example/x' },
      // A plain-http endpoint on this machine: only where PUSH_ENDPOINTS_LOCALES allows it.
      { ...valid, endpoint: 'http://127.0.0.1:9/push' },
      { ...valid, keys: { p256dh: 'corta', auth: valid.keys.auth } },
      { ...valid, keys: { p256dh: valid.keys.p256dh, auth: 'AAAA' } },
      { ...valid, keys: undefined },
      { ...valid, premios: 'sí' },
    ]
    for (const body of bodies) {
      const answer = await player.client.call('PUT', `rest/push/suscripciones/${player.userId}`, {
        body,
      })
      expect([body, answer.status, answer.body]).toEqual([
        body,
        200,
        { error: true, mensaje: NOT_A_SUBSCRIPTION },
      ])
    }
    expect(await readPushSubscriptions(credentialsOf(player.client), player.userId)).toEqual([])
  })

  it('saves, lists and removes the player’s own subscriptions only', async () => {
    const mine = subscription({ elegirCarton: true })
    const saved = await player.client.call('PUT', `rest/push/suscripciones/${player.userId}`, {
      body: mine,
    })
    expect(saved.body).toEqual({ error: false, mensaje: 'Notificaciones guardadas.' })
    expect(await readPushSubscriptions(credentialsOf(player.client), player.userId)).toEqual([
      { endpoint: mine.endpoint, premios: true, elegirCarton: true },
    ])
    const foreign = await other.client.call('PUT', `rest/push/suscripciones/${player.userId}`, {
      body: subscription(),
    })
    expect(foreign.status).toBe(403)
    expect(await readPushSubscriptions(credentialsOf(other.client), other.userId)).toEqual([])
    // Another player's removal of this endpoint removes nothing.
    await other.client.call('POST', `rest/push/suscripciones/${other.userId}/baja`, {
      body: { endpoint: mine.endpoint },
    })
    expect(await readPushSubscriptions(credentialsOf(player.client), player.userId)).toHaveLength(1)
    const removed = await player.client.call(
      'POST',
      `rest/push/suscripciones/${player.userId}/baja`,
      { body: { endpoint: mine.endpoint } },
    )
    expect(removed.body.error).toBe(false)
    expect(await readPushSubscriptions(credentialsOf(player.client), player.userId)).toEqual([])
  })

  it('needs the session and its XSRF token', async () => {
    const anonymous = await fetch(servicios(`rest/push/suscripciones/${player.userId}`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(subscription()),
    })
    expect(anonymous.status).toBe(401)
    const noXsrf = await player.client.call('PUT', `rest/push/suscripciones/${player.userId}`, {
      body: subscription(),
      withoutXsrf: true,
    })
    expect(noXsrf.status).toBe(403)
  })

  it('is throttled per account (LIMIT_ALERTS_ACCOUNT, 60 per 10 minutes)', async () => {
    const busy = await freshPlayer()
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const answer = await busy.client.call('POST', `rest/avisos/premios/${busy.userId}/cerrar`, {
        body: {},
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})

describeEmbedded('exactly once', () => {
  it('a draw whose after-draw step fails leaves no alert nor e-mail; a good run one each; a retried step adds none', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-alerts-'))
    try {
      const output = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [
            path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
            'packages/reference-backend/tests/support/alerts-in-process.ts',
          ],
          { env: { ...process.env, EMBEDDED_DATA_DIR: dataDir }, timeout: 90_000 },
          (error, stdout, stderr) =>
            error ? reject(new Error(stderr || error.message)) : resolve(stdout),
        ),
      )
      const seen = JSON.parse(output.trim().split('\n').pop() ?? '') as Record<
        string,
        { alerts: number; mails: number; estado: string } | string | number
      >
      const before = seen.before as { alerts: number; mails: number }
      expect(before.alerts).toBe(0)
      expect(seen.failed).toBe('paso fallido')
      expect(seen.afterFailure).toEqual({ ...before, estado: 'ABIERTO' })
      expect(seen.afterRun).toEqual({ alerts: 1, mails: before.mails + 1, estado: 'CERRADO' })
      expect(seen.afterRetry).toEqual(seen.afterRun)
      expect(seen.packAlerts).toBe(1)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
