import type { SafeArea } from '../../../lib/home/banner-text-areas'
import { BANNER_TEXT_AREAS } from '../../../lib/home/banner-text-areas'
import { expect, test } from '../support/fixtures'

// Issue 14 (docs/history.md), point 5: the page drew "Comprá tu cartón" over the banner's own title
// and button, and the carousel's controls were cut off at the right edge at 1280 px. Issue 26,
// defect 6 (docs/history.md): the banner's words were drawn into the picture in a system font. The
// title and the button are now HTML text in the site's font, each inside the area the picture keeps
// free of artwork (lib/home/banner-text-areas.ts; tests/unit/shell/banner-text-areas.test.ts checks the
// pictures), and the controls inside the window, at every width.
const WIDTHS = [320, 375, 699, 700, 768, 1024, 1280, 1366, 1440, 1920]

interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

function expectInside(box: Rect, image: Rect, area: SafeArea, label: string) {
  const width = image.right - image.left
  const height = image.bottom - image.top
  expect(box.left, `${label}: left`).toBeGreaterThanOrEqual(image.left + area.left * width - 0.5)
  expect(box.right, `${label}: right`).toBeLessThanOrEqual(image.left + area.right * width + 0.5)
  expect(box.top, `${label}: top`).toBeGreaterThanOrEqual(image.top + area.top * height - 0.5)
  expect(box.bottom, `${label}: bottom`).toBeLessThanOrEqual(image.top + area.bottom * height + 0.5)
}

test('the banner title and call to action are text in the site font inside their areas, the controls in the window', async ({
  page,
}) => {
  await page.goto('/home')
  const region = page.getByRole('region', { name: 'Novedades' })
  const first = region.getByRole('group', { name: '1 de 3' })
  const cta = first.getByRole('link', { name: 'Comprá tu cartón' })
  await expect(cta).toBeVisible()
  // The title is words of the page, not of the picture, whose text alternative is empty.
  const title = first.getByText('Este domingo el pozo es millonario', { exact: true })
  await expect(title).toBeVisible()
  await expect(first.locator('img')).toHaveAttribute('alt', '')
  // Stop the slides, so each width measures the same banner at rest.
  await region.getByRole('button', { name: 'Pausar el carrusel' }).click()

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const label = `${width} px`
    await expect(cta, label).toBeVisible()
    await expect(title, label).toBeVisible()
    const geometry = await first.evaluate((slide) => {
      const box = (rect: DOMRect) => ({
        left: rect.left,
        top: rect.top,
        right: rect.right,
        bottom: rect.bottom,
      })
      const image = slide.querySelector('img')!
      const words = slide.querySelector('[data-testid="banner-title"] span')!
      // The title's lines themselves, not the box around them.
      const range = document.createRange()
      range.selectNodeContents(words)
      return {
        image: box(image.getBoundingClientRect()),
        // The picture shown: the square one below 700 px (<source media>), the wide one above.
        source: image.currentSrc,
        title: box(range.getBoundingClientRect()),
        cta: box(slide.querySelector('a')!.getBoundingClientRect()),
        font: getComputedStyle(words).fontFamily,
        pageFont: getComputedStyle(document.body).fontFamily,
      }
    })
    const areas =
      /-movil\./.test(geometry.source) || width < 700
        ? BANNER_TEXT_AREAS.square
        : BANNER_TEXT_AREAS.wide
    expectInside(geometry.title, geometry.image, areas.title, `${label}: title`)
    expectInside(geometry.cta, geometry.image, areas.cta, `${label}: button`)
    expect(geometry.font, `${label}: the site's font`).toBe(geometry.pageFont)

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
