import { expect, test } from '../support/fixtures'

// Issue 14 (docs/history.md), point 8: the result balls' white shine sat on the number. The shine
// is drawn on the ball's rim and no ball's shine touches its number, at a phone's and a laptop's
// width.
for (const width of [375, 1366]) {
  test(`at ${width} px no result ball's shine covers its number`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/resultados')
    const firstBall = page
      .getByRole('listitem')
      .filter({ hasText: /^\d{1,2}$/ })
      .first()
    await expect(firstBall).toBeVisible()
    const balls = await page.evaluate(() =>
      [...document.querySelectorAll('ol > li')]
        .filter((ball) => /^\d{1,2}$/.test(ball.textContent ?? ''))
        .map((ball) => {
          const shine = ball.querySelector('[aria-hidden="true"]')
          // The number's own glyph box: a range around its text.
          const text = [...ball.querySelectorAll('*')]
            .flatMap((element) => [...element.childNodes])
            .find((node) => node.nodeType === Node.TEXT_NODE)
          const range = document.createRange()
          if (text) range.selectNodeContents(text)
          const box = (rect: DOMRect) => ({
            left: rect.left,
            top: rect.top,
            right: rect.right,
            bottom: rect.bottom,
          })
          return {
            number: ball.textContent,
            shine: shine ? box(shine.getBoundingClientRect()) : null,
            digit: box(range.getBoundingClientRect()),
            ball: box(ball.getBoundingClientRect()),
          }
        }),
    )
    expect(balls.length).toBeGreaterThan(4)
    for (const { number, shine, digit, ball } of balls) {
      expect(shine, `ball ${number}: its shine`).not.toBeNull()
      const overlap =
        shine!.left < digit.right &&
        shine!.right > digit.left &&
        shine!.top < digit.bottom &&
        shine!.bottom > digit.top
      expect(overlap, `ball ${number}: shine over the number`).toBe(false)
      // The shine stays on the ball.
      expect(shine!.left, `ball ${number}`).toBeGreaterThanOrEqual(ball.left)
      expect(shine!.top, `ball ${number}`).toBeGreaterThanOrEqual(ball.top)
    }
  })
}
