import path from 'node:path'
import type { Page } from '@playwright/test'
import { budget } from '../support/time'
import { operator } from '../support/backend'
import { expect, test } from '../support/fixtures'
import {
  closeAndRun,
  closeSales,
  newPackPlayer,
  openDrawId,
  remainingDraws,
  runDraw,
} from '../support/packs'

// A pack is paid for every one of its draws up front, but its card had to be chosen
// again every week, and a draw not chosen before the close of sales was simply gone. Now the close
// chooses one (docs/contract.md, "Packs that play themselves"). SHOTS_DIR=… saves screenshots.

const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
}

const DRAW_GROUP = /^Sorteo del \d{2}\/\d{2}\/\d{4}$/

/** Mis cartones: each draw's group of cards, newest first. */
async function cardGroups(page: Page) {
  await page.goto('/mi-cuenta/mis-cartones')
  await expect(page.getByRole('heading', { name: 'MIS CARTONES' })).toBeVisible()
  return page
    .locator('section')
    .filter({ has: page.locator(':scope > h2', { hasText: DRAW_GROUP }) })
}

test('a pack player who never chooses loses no draw: the close chooses each card, and the draw checks it', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(180_000))
  const { bought } = await newPackPlayer(page, request)
  // The week of the purchase: its card is the one bought.
  await closeAndRun(request, [bought])
  expect(await remainingDraws(page)).toBe(11)

  // Two weeks in which the player never opens ELEGÍ TU CARTÓN.
  for (let week = 0; week < 2; week += 1) await closeAndRun(request, [bought])

  const remaining = await remainingDraws(page)
  const groups = await cardGroups(page)
  const withCard = await groups.count()
  const lost = 12 - remaining - withCard
  const figure = `${lost} (Restan ${remaining} of 12 after 3 draws; draws with a card: ${withCard})`
  test.info().annotations.push({ type: 'pack draws lost in two weeks', description: figure })
  console.log(`pack draws lost in the two weeks: ${figure}`)
  expect(lost, 'pack draws lost').toBe(0)
  expect(withCard).toBe(3)
  expect(remaining).toBe(9)
  // Each of the two weeks has its card, chosen at the close and checked like any other.
  for (const index of [0, 1]) {
    const group = groups.nth(index)
    await expect(
      group.getByRole('button', { name: /^Ver el detalle del cartón \d{6}$/ }),
    ).toHaveCount(1)
    await expect(group.getByText('Elegido por nosotros al cierre')).toBeVisible()
    await expect(group.getByText(/^(Sin premio|Ganador)/)).toBeVisible()
  }
  await expect(groups.nth(2).getByText('Elegido por nosotros al cierre')).toHaveCount(0)
  await page.setViewportSize({ width: 375, height: 812 })
  await shot(page, 'packs-auto-chosen-card-375')
})

/** The player's pack in Mis cartones' MIS PACKS. */
function packInMyCards(page: Page) {
  return page.getByRole('form', { name: 'Elección automática de PACK 12 SORTEOS' }).first()
}

test('a player who sets "Mi número de la suerte" gets that card at the close and is told so', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(150_000))
  const { bought } = await newPackPlayer(page, request)
  await closeAndRun(request, [bought])

  // A card of the open draw nobody has: from the end of its pool, where no other test buys.
  const sorteoId = await openDrawId(request)
  const { datos: pool } = (await operator(
    request,
    'GET',
    `sorteos/${sorteoId}/cartones?cantidad=100`,
  )) as { datos: string[] }
  const lucky = pool[pool.length - 1 - Math.floor(Math.random() * 30)]!

  await page.goto('/mi-cuenta/mis-cartones')
  const choice = packInMyCards(page)
  await expect(choice.getByRole('switch', { name: 'Elegir por mí al cierre' })).toBeChecked()
  // A number no card of the draw has can never come out: refused at once, with why, and not kept.
  const luckyField = choice.getByRole('textbox', { name: 'Mi número de la suerte' })
  await luckyField.fill('999999')
  await choice.getByRole('button', { name: 'Guardar elección' }).click()
  await expect(
    choice
      .getByText(
        `El cartón N° 999999 no está en ninguno de los sorteos de tu pack, del N° ${sorteoId} al N° ${sorteoId + 10}`,
      )
      .first(),
  ).toBeVisible()
  await page.reload()
  await expect(luckyField).not.toHaveValue('999999')
  await luckyField.fill(String(Number(lucky)))
  await choice.getByRole('button', { name: 'Guardar elección' }).click()
  // Told at once which of the pack's draws it can come out in: the open one among them.
  await expect(
    page.getByRole('status').filter({
      hasText: new RegExp(
        `tu cartón N° ${lucky} está en (el Sorteo N° ${sorteoId}|los sorteos N° ${sorteoId}[ ,y])`,
      ),
    }),
  ).toBeVisible()
  await expect(choice.getByText(new RegExp(`^Tu N° ${lucky} está en `))).toBeVisible()
  for (const width of [375, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await choice.scrollIntoViewIfNeeded()
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `packs-choice-${width}.png`) })
  }
  await page.reload()
  await expect(choice.getByRole('textbox', { name: 'Mi número de la suerte' })).toHaveValue(lucky)

  const closed = await closeSales(request)
  expect(closed.elegidos.map((card) => card.numero)).toContain(lucky)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/mi-cuenta/datos-personales')
  const notices = page.getByRole('region', { name: 'Avisos de tus packs' })
  await expect(
    notices.getByText(
      new RegExp(
        `^(Elegimos tu cartón|Elegimos tus cartones) para el Sorteo N° ${sorteoId}: .*N° ${lucky} de tu PACK`,
      ),
    ),
  ).toBeVisible()
  await shot(page, 'packs-chosen-notice-375')

  await runDraw(request, [bought, ...closed.elegidos.map((card) => card.numero)])
  const groups = await cardGroups(page)
  const newest = groups.first()
  await expect(
    newest.getByRole('button', { name: `Ver el detalle del cartón ${lucky}` }),
  ).toBeVisible()
  await expect(newest.getByText('Elegido por nosotros al cierre')).toBeVisible()
  await expect(newest.getByText('Es tu número de la suerte')).toBeVisible()
  await expect(newest.getByText(/^(Sin premio|Ganador)/)).toBeVisible()
})

test('a paused player: nothing is chosen at the close, and the pack keeps its draws', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(150_000))
  const { bought } = await newPackPlayer(page, request)
  await closeAndRun(request, [bought])
  expect(await remainingDraws(page)).toBe(11)

  await page.goto('/mi-cuenta/limites')
  await page.getByRole('radio', { name: '24 horas' }).check()
  await page.getByRole('button', { name: 'Tomar una pausa' }).click()
  await page
    .getByRole('dialog', { name: 'Confirmá tu pausa' })
    .getByRole('button', { name: 'Sí, empezar la pausa' })
    .click()
  await expect(page.getByText(/^Estás en pausa hasta el /).first()).toBeVisible()

  const { closed } = await closeAndRun(request, [bought])
  expect(closed.esperan).toBeGreaterThanOrEqual(1)
  expect(await remainingDraws(page)).toBe(11)
  const groups = await cardGroups(page)
  await expect(groups).toHaveCount(1)
  await expect(page.getByText('Elegido por nosotros al cierre')).toHaveCount(0)
})

test('the 24 h reminder is shown, and with the in-site notice off the 2 h one is not', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(120_000))
  const { bought } = await newPackPlayer(page, request)
  await closeAndRun(request, [bought])
  const sorteoId = await openDrawId(request)

  await operator(request, 'POST', 'sorteos/recordatorios', { aviso: '24h' })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/mi-cuenta/datos-personales')
  const notices = page.getByRole('region', { name: 'Avisos de tus packs' })
  const reminder24 = notices.getByText(
    new RegExp(
      `^Las ventas del Sorteo N° ${sorteoId} cierran (hoy|mañana|el \\d\\d/\\d\\d/\\d{4}) a las \\d\\d:\\d\\d: elegí el cartón de tu PACK 12 SORTEOS\\.$`,
    ),
  )
  await expect(reminder24).toBeVisible()
  await expect(notices.getByRole('link', { name: 'Elegir Cartón' })).toHaveAttribute(
    'href',
    `/canjear-premios/${sorteoId}`,
  )
  await shot(page, 'packs-reminder-notice-375')

  const aviso = page.getByRole('switch', { name: 'Aviso en el sitio' })
  await expect(aviso).toBeChecked()
  await aviso.click()
  await expect(page.getByText('Listo: guardamos cómo te avisamos de tus packs.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Aviso en el sitio' })).not.toBeChecked()

  await operator(request, 'POST', 'sorteos/recordatorios', { aviso: '2h' })
  await page.reload()
  await expect(reminder24).toBeVisible()
  await expect(notices.locator('[data-aviso-pack="RECORDATORIO_2H"]')).toHaveCount(0)
})

test('"Renovar pack" on an ended pack leads to the normal purchase of the same pack', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(240_000))
  const { bought } = await newPackPlayer(page, request)
  for (let week = 0; week < 12; week += 1) await closeAndRun(request, [bought])

  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/mi-cuenta/mis-cartones')
  await expect(page.getByText('Terminó tu PACK 12 SORTEOS')).toBeVisible()
  await shot(page, 'packs-renew-375')
  await page.getByRole('link', { name: 'Renovar pack' }).click()
  await expect(page).toHaveURL(/\/comprar-carton\/elegir\?pack=\d+$/)
  await expect(page.getByRole('heading', { name: 'ELEGIR CARTÓN' })).toBeVisible()
  await expect(
    page.getByText('PACK 12 SORTEOS: tu cartón juega este sorteo y los 11 siguientes.').first(),
  ).toBeVisible()
})
