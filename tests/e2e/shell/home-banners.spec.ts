import { BANNER_SAFE_AREA } from '../../../lib/home/banner-safe-area'
import { expect, test } from '../support/fixtures'

// Issue 14, point 5: the page drew "Comprá tu cartón" over the banner's own title and button (on
// a phone it covered "Sorteo en vivo todos los domingos a las 20:00"), and the carousel's controls
// were cut off at the right edge at 1280 px. The button stays inside the band the picture keeps
// free of text (lib/home/banner-safe-area.ts; tests/unit/banner-safe-area.test.ts checks the
// pictures), and the controls inside the window, at every width.
const WIDTHS = [320, 375, 699, 700, 768, 1024, 1280, 1366, 1440, 1920]

test('the banner call to action stays in the safe band and the controls in the window', async ({
  page,
}) => {
  await page.goto('/home')
  const region = page.getByRole('region', { name: 'Novedades' })
  const first = region.getByRole('group', { name: '1 de 3' })
  const cta = first.getByRole('link', { name: 'Comprá tu cartón' })
  await expect(cta).toBeVisible()
  // Stop the slides, so each width measures the same banner at rest.
  await region.getByRole('button', { name: 'Pausar el carrusel' }).click()

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const label = `${width} px`
    await expect(cta, label).toBeVisible()
    const geometry = await first.evaluate((slide) => {
      const box = (element: Element | null) => {
        const rect = element!.getBoundingClientRect()
        return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }
      }
      const image = slide.querySelector('img')!
      return {
        image: box(image),
        // The picture shown: the square one below 700 px (<source media>), the wide one above.
        source: image.currentSrc,
        cta: box(slide.querySelector('a')),
      }
    })
    const area =
      /-movil\./.test(geometry.source) || width < 700
        ? BANNER_SAFE_AREA.square
        : BANNER_SAFE_AREA.wide
    const { image, cta: button } = geometry
    const imageWidth = image.right - image.left
    const imageHeight = image.bottom - image.top
    expect(button.left, `${label}: left`).toBeGreaterThanOrEqual(
      image.left + area.left * imageWidth - 0.5,
    )
    expect(button.right, `${label}: right`).toBeLessThanOrEqual(
      image.left + area.right * imageWidth + 0.5,
    )
    expect(button.top, `${label}: top`).toBeGreaterThanOrEqual(
      image.top + area.top * imageHeight - 0.5,
    )
    expect(button.bottom, `${label}: bottom`).toBeLessThanOrEqual(
      image.top + area.bottom * imageHeight + 0.5,
    )

    for (const name of ['Reanudar el carrusel', 'Anterior', 'Siguiente']) {
      const control = await region.getByRole('button', { name }).boundingBox()
      expect(control, `${label}: ${name}`).not.toBeNull()
      expect(control!.x, `${label}: ${name}`).toBeGreaterThanOrEqual(8)
      expect(control!.x + control!.width, `${label}: ${name}`).toBeLessThanOrEqual(width - 8)
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth, label).toBeLessThanOrEqual(width)
  }
})
