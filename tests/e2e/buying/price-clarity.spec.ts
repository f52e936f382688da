import { createPlayer, logIn } from '../support/accounts'
import { budget } from '../support/time'
import { expect, test } from '../support/fixtures'
import { chooseCards } from './support'

// Issue 26, defects 3, 4 and 10 (docs/history.md), at a phone's and a laptop's width: packs compare
// by the price of a draw with the best deal first; the reservation clock runs only once a card is
// held; Pagar is on screen while choosing; the checkout shows the total before Pagar ahora and on
// it (the cartón de la semana, sold at the card price, with no discount).

for (const width of [375, 1366]) {
  test(`packs, choosing and checkout at ${width} px`, async ({ page, request }) => {
    test.setTimeout(budget(90_000))
    await page.setViewportSize({ width, height: 800 })
    const player = await createPlayer(request)
    await logIn(page, player.email, player.password)

    await page.goto('/comprar-carton')
    const packs = page.getByRole('list', { name: 'Packs a la venta' }).getByRole('article')
    // The cartón de la semana leads, marked; then the packs, the best deal first.
    await expect(packs.first()).toHaveAccessibleName('Cartón de la semana')
    await expect(packs.first().getByText('Para este sorteo')).toBeVisible()
    const best = packs.nth(1)
    await expect(best).toHaveAccessibleName('PACK 17 SORTEOS')
    await expect(best.getByText('Mejor precio')).toBeVisible()
    // The price charged first; a per-draw share that is not exact is said to be an average.
    await expect(best.getByText('Gs. 98.000', { exact: true })).toBeVisible()
    await expect(best.getByText('por cartón, 17 sorteos')).toBeVisible()
    await expect(best.getByText('En promedio, Gs. 5.765 por sorteo')).toBeVisible()
    await expect(best.getByText(/^Gs\. 5\.765 por sorteo/)).toHaveCount(0)
    const twelve = page.getByRole('article', { name: 'PACK 12 SORTEOS' })
    await expect(twelve.getByText('Gs. 9.500 por sorteo')).toBeVisible()
    if (width >= 1000) {
      // No pack alone on a row: the last two share one.
      const [fourth, fifth] = [await packs.nth(3).boundingBox(), await packs.nth(4).boundingBox()]
      expect(fifth?.y).toBe(fourth?.y)
    }

    await page.goto('/comprar-carton/elegir?pack=1')
    const timer = page.getByRole('timer', { name: 'Tiempo de reserva de tus cartones' })
    // 10 hours, or until the close of sales when that comes first (docs/contract.md).
    await expect(
      page.getByText(/queda reservado para vos (durante 10 horas|hasta el cierre de ventas)/),
    ).toBeVisible()
    await expect(timer).toHaveCount(0)
    await chooseCards(page, 'Cartón de la semana', 1)
    await expect(timer).toBeVisible()
    await expect(page.getByText('horas : minutos : segundos')).toBeVisible()
    // The timer is the brand's navy, not the festive red of an alarm.
    await expect(timer).toHaveCSS('color', 'rgb(10, 58, 140)')
    const pay = page.getByRole('link', { name: 'Pagar Gs. 10.000' })
    await expect(pay).toBeInViewport()
    // Hover colours only where a pointer can hover: not left behind by a tap.
    const hoverRule = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter(
          (rule) =>
            rule instanceof CSSMediaRule &&
            rule.conditionText.replace(/\s/g, '') === '(hover:hover)',
        )
        .some((rule) => (rule as CSSMediaRule).cssText.includes('ticketNumber')),
    )
    expect(hoverRule).toBe(true)
    await pay.click()

    await expect(page.getByRole('heading', { name: 'Pago de cartones' })).toBeVisible()
    const summary = page.getByRole('region', { name: 'Resumen de tu compra' })
    await expect(summary.getByText('Descuento')).toHaveCount(0)
    const payNow = page.getByRole('button', { name: 'Pagar ahora Gs. 10.000' }).first()
    await expect(payNow).toBeVisible()
    const total = summary.getByRole('definition').last()
    await expect(total).toHaveText('Gs. 10.000')
    // On a phone the total comes before the button; on a laptop they sit side by side.
    const [totalBox, payBox] = [await total.boundingBox(), await payNow.boundingBox()]
    if (width < 900) expect(totalBox!.y).toBeLessThan(payBox!.y)
    else expect(totalBox!.x).toBeGreaterThan(payBox!.x)
  })
}
