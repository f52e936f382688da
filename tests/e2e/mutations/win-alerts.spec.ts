import type { APIRequestContext, Page } from '@playwright/test'
import { budget } from '../support/time'
import { startPushService } from '../alerts/push-service'
import { createPlayer, logIn } from '../support/accounts'
import { expectNoAxeViolations } from '../support/axe'
import { operator } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { buyWeeklyCards, drawWithPrizes } from '../prizes/support'

// Issue 18 (docs/history.md), points 1 to 4: after an operator's draw the player learns what each
// card did on Mis cartones, sees a notice once, gets one e-mail, and a browser that turned
// notifications on gets a real encrypted web push, shown by the service worker, that opens Mis
// premios. Runs with the mutations: every draw closes the week for everyone.

const PRIZE = 250_000
const PUSH_PORT = (Number(process.env.E2E_PORT) || 3100) + 17

interface OutboxRow {
  para: string
  asunto: string
  cuerpo: string
  enlace: string
}

async function mailsTo(request: APIRequestContext, email: string) {
  const { datos } = (await operator(
    request,
    'GET',
    `correos?para=${encodeURIComponent(email)}`,
  )) as { datos: OutboxRow[] }
  return datos
}

async function winningNumbers(request: APIRequestContext, drawId: number) {
  const { datos } = (await operator(request, 'GET', `sorteos/${drawId}/cartones-ganadores`)) as {
    datos: { numero: string }[]
  }
  return new Set(datos.map((card) => card.numero))
}

const cardItem = (page: Page, numero: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Ver el detalle del cartón ${numero}` }) })

const notice = (page: Page) => page.getByRole('region', { name: 'Avisos' })

/** The notice's closing (a server action, a POST to the account page) has been answered. */
const noticeClosed = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/mi-cuenta/') &&
      response.ok(),
  )

test('a winning card: Ganador on Mis cartones, the notice once, one e-mail; a losing card: Sin premio', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(240_000))
  const player = await createPlayer(request)
  await logIn(page, player.email, player.password)
  const cards = (await buyWeeklyCards(page, 3)) as [string, string, string]
  const [winner] = cards
  const { closed } = await drawWithPrizes(request, [{ numero: winner, premio: PRIZE }])
  const winners = await winningNumbers(request, closed.id)
  const loser = cards.find((numero) => !winners.has(numero))
  expect(loser, 'one of three cards wins nothing but the forced Azar prize').toBeDefined()
  const mine = cards.filter((numero) => winners.has(numero)).length

  // Mis cartones: the group says how many won; each card its outcome.
  await page.goto('/mi-cuenta/mis-cartones')
  await expect(
    page.getByText(mine === 1 ? '1 cartón ganador' : `${mine} cartones ganadores`),
  ).toBeVisible()
  await expect(cardItem(page, winner)).toContainText('Ganador')
  await expect(cardItem(page, winner)).toContainText('Gs. 250.000')
  await expect(cardItem(page, loser!)).toContainText('Sin premio')
  await expect(cardItem(page, loser!)).not.toContainText('Ganador')

  // The notice, in the account area, with a link to Mis premios: what the player collects after
  // the tax, as the win moment says it, never the gross as if it were theirs (docs/history.md,
  // issue 26).
  const text = `¡Ganaste en el Sorteo N° ${closed.id}!`
  await expect(notice(page).getByText(text)).toBeVisible()
  if (mine === 1) {
    await expect(notice(page)).toContainText(
      `¡Ganaste en el Sorteo N° ${closed.id}! Cobrás Gs. 225.000.`,
    )
    await expect(notice(page)).toContainText(
      'Premio Gs. 250.000 menos Gs. 25.000 de impuesto retenido.',
    )
  } else {
    await expect(notice(page)).toContainText(/Cobrás Gs\.\s[\d.]+\./)
  }
  await expect(notice(page)).not.toContainText('¡Ganaste Gs.')
  await expectNoAxeViolations(page, 'mis-cartones with outcomes and the notice')
  await page.goto('/mi-cuenta/datos-personales')
  await expect(notice(page).getByText(text)).toBeVisible()
  const opened = noticeClosed(page)
  await notice(page).getByRole('link', { name: 'Ver mis premios' }).click()
  await opened
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-premios$/)
  await expect(page.getByRole('heading', { level: 1, name: 'MIS PREMIOS' })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
  // Opened once: it does not come back, on another page or after a reload.
  await page.goto('/mi-cuenta/mis-cartones')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('Sin premio').first()).toBeVisible()
  await expect(notice(page)).toHaveCount(0)

  // One e-mail naming the draw, the card, the play and amount, how to claim, Mis premios.
  const mails = await mailsTo(request, player.email)
  expect(mails).toHaveLength(1)
  const [mail] = mails as [OutboxRow]
  // What the player collects, as the notice says it (docs/history.md): the net, then
  // prize and tax.
  expect(mail.asunto).toBe(`¡Ganaste en el Sorteo N° ${closed.id}! Cobrás Gs.\u00a0225.000`)
  expect(mail.cuerpo).toContain(`Cartón N° ${winner}`)
  expect(mail.cuerpo).toMatch(
    /Azar.*: cobrás Gs\.\s225\.000 \(premio Gs\.\s250\.000 menos Gs\.\s25\.000 de impuesto retenido\)/,
  )
  expect(mail.cuerpo).toContain('Cómo cobrar')
  expect(mail.enlace).toMatch(/\/mi-cuenta\/mis-premios$/)
  // A repeated run of the same draw is refused and sends nothing more.
  await operator(request, 'POST', 'sorteos/ejecutar', { sorteoId: closed.id })
  expect(await mailsTo(request, player.email)).toHaveLength(1)
})

test('web push: the toggle subscribes, a draw sends an encrypted message, the service worker shows it and opens Mis premios; a 410 removes the subscription', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(budget(300_000))
  const origin = new URL(baseURL!).origin
  const service = await startPushService(PUSH_PORT)
  try {
    await context.grantPermissions(['notifications'], { origin })
    // Headless Chromium has no push service offline: subscribe() answers a subscription whose
    // endpoint is the stand-in, with keys the test holds (everything after it is the real path).
    await page.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const KEY = 'test-push-subscribed'
        const subscription = () => ({
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            localStorage.removeItem(KEY)
            return true
          },
        })
        PushManager.prototype.subscribe = async function () {
          localStorage.setItem(KEY, '1')
          return subscription() as unknown as PushSubscription
        }
        PushManager.prototype.getSubscription = async function () {
          return (localStorage.getItem(KEY) ? subscription() : null) as PushSubscription | null
        }
      },
      { endpoint: service.endpoint, p256dh: service.p256dh, auth: service.auth },
    )
    const player = await createPlayer(request)
    await logIn(page, player.email, player.password)

    // NOTIFICACIONES, in VISTA GENERAL: off by default; on asks permission and subscribes.
    await page.goto('/mi-cuenta/datos-personales')
    const prizes = page.getByRole('switch', { name: 'Avisarme cuando gano un premio' })
    const packs = page.getByRole('switch', {
      name: 'Avisarme cuando tengo que elegir el cartón de mi pack',
    })
    await expect(prizes).toBeEnabled()
    await expect(prizes).not.toBeChecked()
    await expect(packs).not.toBeChecked()
    await expectNoAxeViolations(page, 'datos-personales with NOTIFICACIONES')
    await prizes.focus()
    await page.keyboard.press('Space')
    await expect(page.getByText('Listo: te vamos a avisar en este navegador.')).toBeVisible()
    await page.reload()
    await expect(prizes).toBeChecked()
    await expect(packs).not.toBeChecked()

    // A draw the player wins: the stand-in receives one real aes128gcm message with VAPID.
    const [card] = (await buyWeeklyCards(page, 1)) as [string]
    const { closed } = await drawWithPrizes(request, [{ numero: card, premio: PRIZE }])
    await expect.poll(() => service.received.length, { timeout: 30_000 }).toBe(1)
    const [message] = service.received as [(typeof service.received)[number]]
    expect(message.headers['content-encoding']).toBe('aes128gcm')
    expect(message.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    const payload = JSON.parse(service.decrypt(message.body)) as {
      titulo: string
      cuerpo: string
      url: string
    }
    expect(payload.titulo).toMatch(
      new RegExp(`^¡Ganaste en el Sorteo N° ${closed.id}! Cobrás Gs\\.\\s[\\d.]+$`),
    )
    expect(payload.cuerpo).toContain(card)
    expect(payload.url).toBe('/mi-cuenta/mis-premios')

    // The notice: closed with ×, it does not come back.
    await page.goto('/mi-cuenta/datos-personales')
    await expect(notice(page).getByText(`en el Sorteo N° ${closed.id}!`)).toBeVisible()
    const closing = noticeClosed(page)
    await notice(page).getByRole('button', { name: 'Cerrar aviso' }).click()
    await expect(notice(page)).toHaveCount(0)
    await closing
    await page.reload()
    await expect(prizes).toBeChecked()
    await expect(notice(page)).toHaveCount(0)

    // The service worker, given the decrypted message as a push event, shows the notification.
    const cdp = await context.newCDPSession(page)
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      registrations.push(...event.registrations)
    })
    await cdp.send('ServiceWorker.enable')
    await expect
      .poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted))
      .toBe(true)
    const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/`)!
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: service.decrypt(message.body),
    })
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
      )
    await expect.poll(shown).toEqual([payload.titulo])

    // A click on it opens Mis premios (the worker's notificationclick handler).
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    const worker = context.serviceWorkers().find((sw) => sw.url().startsWith(origin))!
    await worker.evaluate(`(async () => {
      const [notification] = await self.registration.getNotifications()
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }))
    })()`)
    await expect(page).toHaveURL(/\/mi-cuenta\/mis-premios$/)
    await expect(page.getByRole('heading', { level: 1, name: 'MIS PREMIOS' })).toBeVisible()
    await expect.poll(shown).toEqual([])

    // The push service forgets the subscription: the next message gets 410 and it is deleted.
    service.answer(410)
    const [second] = (await buyWeeklyCards(page, 1)) as [string]
    await drawWithPrizes(request, [{ numero: second, premio: PRIZE }])
    await expect.poll(() => service.received.length, { timeout: 30_000 }).toBe(2)
    await expect
      .poll(
        async () => {
          await page.goto('/mi-cuenta/datos-personales')
          await expect(prizes).toBeEnabled()
          return prizes.isChecked()
        },
        { timeout: 30_000 },
      )
      .toBe(false)
  } finally {
    await service.close()
  }
})
